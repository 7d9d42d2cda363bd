import i18n from 'i18next';
import { backOfficeLoaders } from 'virtual:back-office-catalogues';
import { DEFAULT_LANGUAGE } from '../../../../shared/text-direction';

/**
 * The back office's text lives apart from the investor's (locales/<code>/admin.json, one module per
 * language that only the back office fetches). A language shows the back office in it once its
 * admin.json has landed, and then completely; until then i18next falls back to English.
 */
export async function loadBackOfficeText(code: string): Promise<Record<string, unknown> | undefined> {
  return Object.hasOwn(backOfficeLoaders, code) ? (await backOfficeLoaders[code]!()).default : undefined;
}

/** Adds the back office's text in English and in `language` (when it has one) to the app's i18next. */
export async function ensureBackOfficeText(language: string): Promise<true> {
  await Promise.all(
    [...new Set([DEFAULT_LANGUAGE, language])]
      .filter((code) => !i18n.getResource(code, 'translation', 'admin'))
      .map(async (code) => {
        const text = await loadBackOfficeText(code);
        if (text) i18n.addResourceBundle(code, 'translation', { admin: text }, true, true);
      }),
  );
  return true;
}
