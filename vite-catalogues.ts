import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = path.resolve(import.meta.dirname, 'src/client/i18n/locales');
const INDEX_ID = 'virtual:catalogues';
const LANGUAGE_PREFIX = 'virtual:catalogue/';
const BACK_OFFICE_INDEX_ID = 'virtual:back-office-catalogues';
const BACK_OFFICE_PREFIX = 'virtual:back-office-locale-';
const BACK_OFFICE_AREA = 'admin.json';

/**
 * Areas outside the investor's language modules: the mail sentences only the server reads
 * (src/server/mail/text), and the back office's text, which only operators download.
 */
const NOT_INVESTOR_AREAS = new Set(['mail.json', BACK_OFFICE_AREA]);

const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !NOT_INVESTOR_AREAS.has(file))
    .sort();

const loaderList = (codes: string[], prefix: string) =>
  codes.map((code) => `${JSON.stringify(code)}: () => import(${JSON.stringify(prefix + code)})`).join(',\n');

/**
 * The translation catalogues as one module per language (`virtual:catalogue/<code>`, all of its
 * `locales/<code>/<area>.json` merged, except the server's mail area), listed by `virtual:catalogues` as
 * `{ <code>: () => import(…) }`.
 * So the entry names one file per language, whatever the number of areas, and the languages offered
 * are the folders present when the app is built.
 */
export function catalogues(): Plugin {
  return {
    name: 'catalogues',
    resolveId(id) {
      return [INDEX_ID, BACK_OFFICE_INDEX_ID].includes(id) || id.startsWith(LANGUAGE_PREFIX) || id.startsWith(BACK_OFFICE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      // The folder list is read once per build (or dev server start): a new language needs a restart.
      if (id === `\0${INDEX_ID}`) {
        return `export const catalogueLoaders = {${loaderList(readdirSync(LOCALES_DIR).sort(), LANGUAGE_PREFIX)}};`;
      }
      // The back office's text: one module per language (each folder's admin.json), fetched by the back office alone.
      if (id === `\0${BACK_OFFICE_INDEX_ID}`) {
        return `export const backOfficeLoaders = {${loaderList(readdirSync(LOCALES_DIR).sort(), BACK_OFFICE_PREFIX)}};`;
      }
      if (id.startsWith(`\0${BACK_OFFICE_PREFIX}`)) {
        const file = path.join(LOCALES_DIR, id.slice(BACK_OFFICE_PREFIX.length + 1), BACK_OFFICE_AREA);
        return `export { default } from ${JSON.stringify(file)};`;
      }
      if (!id.startsWith(`\0${LANGUAGE_PREFIX}`)) return undefined;
      const dir = path.join(LOCALES_DIR, id.slice(LANGUAGE_PREFIX.length + 1));
      const files = jsonFiles(dir);
      const imports = files.map((file, index) => `import area${index} from ${JSON.stringify(path.join(dir, file))};`);
      const areas = files.map((file, index) => `${JSON.stringify(path.basename(file, '.json'))}: area${index}`);
      return `${imports.join('\n')}\nexport default {${areas.join(', ')}};`;
    },
  };
}
