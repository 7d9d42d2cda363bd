import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectPath } from '../../project-path';

/** The browser's catalogue folders (`locales/<code>/<area>.json`): the server reads the same files. */
const LOCALES_DIR = projectPath('src', 'client', 'i18n', 'locales');

/** The areas a mail is written from: its own sentences, and the notification sentences a news mail repeats. */
const MAIL_AREAS = ['mail', 'notifications'] as const;

/**
 * Every language with a catalogue folder: the languages the selector offers, and so the only ones an
 * account may keep (read once at start, as the browser's build reads them).
 */
export const catalogueLanguages: readonly string[] = readdirSync(LOCALES_DIR).sort();

export type MailCatalogue = Partial<Record<(typeof MAIL_AREAS)[number], unknown>>;

/**
 * The mail areas of `code`'s catalogue. A language whose mail.json has not arrived yet has only its
 * notification sentences, and its mails take the rest from English.
 */
export function readMailCatalogue(code: string): MailCatalogue {
  const areas = MAIL_AREAS.map((area) => [area, readCatalogueArea(code, area)] as const).filter(([, text]) => text !== null);
  return Object.fromEntries(areas);
}

/** One area of `code`'s catalogue (`locales/<code>/<area>.json`), or null when the language has none. */
function readCatalogueArea(code: string, area: string): Record<string, unknown> | null {
  const file = path.join(LOCALES_DIR, code, `${area}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
}

// Read once per language and area, as the mails' sentences are: catalogues change only with a release.
const areaText = new Map<string, Record<string, unknown>>();

/** `language` when it has a catalogue, else English: the language a screen's text is drawn in. */
export const drawnLanguage = (language: string | undefined) => (language && catalogueLanguages.includes(language) ? language : 'en');

/**
 * An area's text in `code` (a language from drawnLanguage) (English where it has no catalogue or lacks a sentence), for what the
 * server draws of a screen before the browser's script runs.
 */
export function screenText(code: string, area: string): Record<string, unknown> {
  const key = `${code}/${area}`;
  let text = areaText.get(key);
  if (!text) {
    text = { ...readCatalogueArea('en', area), ...readCatalogueArea(code, area) };
    areaText.set(key, text);
  }
  return text;
}

/** True when `code` has its own mail.json, so its mails need nothing from English. */
export const hasMailSentences = (code: string) => existsSync(path.join(LOCALES_DIR, code, 'mail.json'));
