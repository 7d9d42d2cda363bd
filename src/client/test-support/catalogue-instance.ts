import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadFullCatalogue } from '../i18n/catalogues';
import { loadBackOfficeText } from '../i18n/back-office-catalogues';

export const catalogueLanguages = ['en', 'es', 'fr', 'de', 'pt', 'ar'] as const;
export type CatalogueLanguage = (typeof catalogueLanguages)[number];

/**
 * A real i18next instance on the shipped catalogues, set up as src/client/i18n/index.ts sets up the
 * app's, for tests that check what a reader of each language sees.
 */
export async function catalogueInstance(language: CatalogueLanguage): Promise<I18n> {
  const instance = createInstance();
  // With the back office's text, which the app loads apart (features/admin/text).
  const catalogue = async (code: string) => ({ ...(await loadFullCatalogue(code)), admin: await loadBackOfficeText(code) });
  await instance.use(initReactI18next).init({
    resources: { en: { translation: await catalogue('en') }, [language]: { translation: await catalogue(language) } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  return instance;
}
