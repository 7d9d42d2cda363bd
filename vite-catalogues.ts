import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = path.resolve(import.meta.dirname, 'src/client/i18n/locales');
const INDEX_ID = 'virtual:catalogues';
const LANGUAGE_PREFIX = 'virtual:catalogue/';

/** Areas only the server reads: the mail sentences (src/server/mail/text), which no screen shows. */
const SERVER_ONLY_AREAS = new Set(['mail.json']);

const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !SERVER_ONLY_AREAS.has(file))
    .sort();

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
      return id === INDEX_ID || id.startsWith(LANGUAGE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      // The folder list is read once per build (or dev server start): a new language needs a restart.
      if (id === `\0${INDEX_ID}`) {
        const codes = readdirSync(LOCALES_DIR).sort();
        const loaders = codes.map((code) => `${JSON.stringify(code)}: () => import(${JSON.stringify(LANGUAGE_PREFIX + code)})`);
        return `export const catalogueLoaders = {${loaders.join(',\n')}};`;
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
