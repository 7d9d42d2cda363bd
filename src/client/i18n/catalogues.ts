// Each language's catalogue is one JSON file per screen area (locales/<language>/<area>.json), so
// areas are translated and loaded independently; i18next sees them merged as one tree per language.
export type Catalogue = Record<string, unknown>;

type AreaFiles = Record<string, Catalogue>;
type LazyAreaFiles = Record<string, () => Promise<Catalogue>>;

const AREA_FILE = /\.\/locales\/([^/]+)\/([^/]+)\.json$/;
const parseFile = (file: string) => {
  const [, language, area] = AREA_FILE.exec(file)!;
  return { language: language!, area: area! };
};

/** Merges `./locales/<language>/<area>.json` modules into `{ <area>: … }`. */
function mergeAreas(files: AreaFiles): Catalogue {
  return Object.fromEntries(Object.entries(files).map(([file, areaCatalogue]) => [parseFile(file).area, areaCatalogue]));
}

async function loadFiles(files: LazyAreaFiles, keep: (language: string, area: string) => boolean): Promise<Catalogue> {
  const chosen = Object.keys(files).filter((file) => keep(parseFile(file).language, parseFile(file).area));
  return mergeAreas(Object.fromEntries(await Promise.all(chosen.map(async (file) => [file, await files[file]!()] as const))));
}

// Areas are asked for with the layout or screen that uses them (see router.tsx); the build puts all
// areas of a language in one chunk (vite.config.ts), so the first area asked for brings the rest.
const lazyFiles: LazyAreaFiles = import.meta.glob<Catalogue>('./locales/*/*.json', { import: 'default' });

/**
 * Languages with a catalogue folder. A folder is committed only once the completeness test passes
 * for it (catalogues.test.ts), so these are the languages the interface can show in full.
 */
const catalogued = new Set(Object.keys(lazyFiles).map((file) => parseFile(file).language));
export const hasCatalogue = (code: string) => catalogued.has(code);

/** The whole catalogue of `code`, or undefined for a language without one. */
export async function loadCatalogue(code: string): Promise<Catalogue | undefined> {
  const catalogue = await loadFiles(lazyFiles, (language) => language === code);
  return Object.keys(catalogue).length > 0 ? catalogue : undefined;
}

/** The given areas of `code`'s catalogue. */
export const loadAreas = (code: string, areas: readonly string[]) =>
  loadFiles(lazyFiles, (language, area) => language === code && areas.includes(area));

/** Every area of `code`'s catalogue, English included: for tests that read whole catalogues. */
export async function loadFullCatalogue(code: string): Promise<Catalogue> {
  return (await loadCatalogue(code)) ?? {};
}
