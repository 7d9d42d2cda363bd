import { loadFullCatalogue } from '../catalogues';
import { catalogueInstance, type CatalogueLanguage } from '../../test-support/catalogue-instance';
import { loadBackOfficeText } from '../back-office-catalogues';

// With the back office's text, which the app loads apart.
const englishCatalogue: Record<string, unknown> = { ...(await loadFullCatalogue('en')), admin: await loadBackOfficeText('en') };

function flatten(tree: object, prefix: string): Array<[string, string]> {
  return Object.entries(tree).flatMap(
    ([key, value]): Array<[string, string]> => (typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]]),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A key of `sections` shown raw, as i18next does when a catalogue lacks it. */
export const rawKeyPattern = (sections: readonly string[]) => new RegExp(`\\b(?:${sections.join('|')})\\.[A-Za-z]`);

/**
 * The English sentences of `sections` found in `text`, a screen shown in `language`: every English
 * value the language translates differently, found as whole words. Short words (Plan, Total) and
 * templates are left out, since they can legitimately appear inside other text.
 */
export async function englishLeftovers(text: string, language: CatalogueLanguage, sections: readonly string[]): Promise<string[]> {
  const i18n = await catalogueInstance(language);
  return sections
    .flatMap((section) => flatten(englishCatalogue[section] as object, `${section}.`))
    .filter(([key, english]) => english.length >= 8 && !/[{<]/.test(english) && i18n.t(key) !== english)
    .map(([, english]) => english)
    .filter((english) => new RegExp(`(?<!\\p{L})${escapeRegExp(english)}(?!\\p{L})`, 'u').test(text));
}
