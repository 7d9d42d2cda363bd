import i18n from 'i18next';
import { DEFAULT_LANGUAGE } from '../../../../shared/text-direction';
import { loadBackOfficeText } from '../../../i18n/back-office-catalogues';

/**
 * Adds the back office's text in English and in `language` to the app's i18next: English is the
 * fallback i18next draws while the chosen language's text is on its way.
 */
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
