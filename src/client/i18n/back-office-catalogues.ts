import { backOfficeLoaders } from 'virtual:back-office-catalogues';

/**
 * The back office's text of `code` (locales/<code>/admin.json), kept out of the investor's language
 * modules and fetched by the back office alone; undefined for a code that is not a language of the app.
 */
export async function loadBackOfficeText(code: string): Promise<Record<string, unknown> | undefined> {
  return Object.hasOwn(backOfficeLoaders, code) ? (await backOfficeLoaders[code]!()).default : undefined;
}
