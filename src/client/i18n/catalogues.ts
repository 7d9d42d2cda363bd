import { catalogueLoaders } from 'virtual:catalogues';

// Each language's catalogue is one JSON file per screen area (locales/<language>/<area>.json), so
// areas are translated and reviewed independently; i18next sees them merged as one tree per language.
// The build bundles each language as one module (vite-catalogues.ts): the entry lists one file per
// language, and switching language fetches that language's file alone.
export type Catalogue = Record<string, unknown>;

/**
 * Languages with a catalogue folder. A folder is committed only once the completeness test passes
 * for it (catalogues.test.ts), so these are the languages the interface can show in full.
 */
export const hasCatalogue = (code: string) => Object.hasOwn(catalogueLoaders, code);

/** Their codes: the languages an account may keep for its mails (the server reads the same folders). */
export const catalogueCodes = Object.keys(catalogueLoaders);

/** The whole catalogue of `code`, or undefined for a language without one. */
export async function loadCatalogue(code: string): Promise<Catalogue | undefined> {
  return hasCatalogue(code) ? (await catalogueLoaders[code]!()).default : undefined;
}

/** The given areas of `code`'s catalogue (the router asks for a screen's areas with its code). */
export async function loadAreas(code: string, areas: readonly string[]): Promise<Catalogue> {
  const catalogue = (await loadCatalogue(code)) ?? {};
  return Object.fromEntries(areas.filter((area) => area in catalogue).map((area) => [area, catalogue[area]]));
}

/** Every area of `code`'s catalogue, English included: for tests that read whole catalogues. */
export async function loadFullCatalogue(code: string): Promise<Catalogue> {
  return (await loadCatalogue(code)) ?? {};
}
