import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { hasCatalogue, loadAreas, loadCatalogue } from './catalogues';
import { DEFAULT_LANGUAGE, isRtl } from '../../shared/text-direction';
import { LANGUAGE_COOKIE } from '../../shared/first-data';

const STORAGE_KEY = 'language';

const storedLanguage = () => localStorage.getItem(STORAGE_KEY) ?? DEFAULT_LANGUAGE;
/** The language the text is shown in (English when the stored one has no catalogue). */
export const shownLanguage = () => i18n.language;
export { isRtl };

function applyToDocument(code: string) {
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
  // The server draws the first paint of the next page in it (a language code, nothing personal).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve (Safari before 18.4); the value is a catalogue's code, nothing to escape.
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
}

// Only languages with a complete catalogue are offered; English stays the fallback while one loads.
async function addCatalogue(code: string) {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const catalogue = await loadCatalogue(code);
  if (catalogue) i18n.addResourceBundle(code, 'translation', catalogue);
}

/**
 * Loads the catalogue areas a screen uses (English, and the chosen language when it is another),
 * before the screen renders. Areas already loaded are not fetched again.
 */
export async function ensureAreas(areas: readonly string[]) {
  await Promise.all(
    [...new Set([DEFAULT_LANGUAGE, i18n.language])].map(async (code) => {
      const missing = areas.filter((area) => !i18n.getResource(code, 'translation', area));
      if (missing.length > 0) i18n.addResourceBundle(code, 'translation', await loadAreas(code, missing), true, true);
    }),
  );
}

export async function changeLanguage(code: string) {
  await addCatalogue(code);
  await i18n.changeLanguage(code);
  localStorage.setItem(STORAGE_KEY, code);
  applyToDocument(code);
}

export async function initI18n() {
  const stored = storedLanguage();
  // A language stored before its catalogue was withdrawn (or mistyped) shows English, marked as such.
  const code = hasCatalogue(stored) ? stored : DEFAULT_LANGUAGE;
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: {} } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (code !== DEFAULT_LANGUAGE) await changeLanguage(code);
  else applyToDocument(code);
}
