import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { sessionQuery } from '../session';
import { catalogueCodes } from './catalogues';
import type { UserDto } from '../../shared/schemas/user';

/** Checked with the server's rule (a language with a catalogue), loaded only when there is a choice to save. */
async function saveLanguage(language: string): Promise<boolean> {
  const { languageChoice } = await import('../../shared/schemas/language');
  const choice = languageChoice(catalogueCodes).safeParse({ language });
  if (!choice.success) return false;
  await api('/me/language', { method: 'PUT', body: choice.data });
  return true;
}

/**
 * Keeps the signed-in account's language the one the reader is shown, so its mails are written in it:
 * after signing in where the browser shows another language, and whenever the header's selector
 * changes it. A failed save is tried again at the next change or sign-in.
 */
export function useAccountLanguage(user: UserDto | undefined) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const shown = i18n.language;
  useEffect(() => {
    if (!user || user.language === shown) return;
    saveLanguage(shown)
      .then((saved) => {
        if (saved) queryClient.setQueryData(sessionQuery.queryKey, (session) => session && { ...session, user: { ...session.user, language: shown } });
      })
      .catch(() => undefined);
  }, [user, shown, queryClient]);
}
