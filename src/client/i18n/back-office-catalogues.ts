import { backOfficeLoaders } from 'virtual:back-office-catalogues';

/**
 * The back office's text of `code` (locales/<code>/admin.json), kept out of the investor's language
 * modules and fetched by the back office alone; undefined until that language's admin.json has landed.
 */
export async function loadBackOfficeText(code: string): Promise<Record<string, unknown> | undefined> {
  return Object.hasOwn(backOfficeLoaders, code) ? (await backOfficeLoaders[code]!()).default : undefined;
}
