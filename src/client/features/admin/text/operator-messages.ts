import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import englishBackOffice from '../../../i18n/locales/en/admin.json';
import { messageLookUp, sentenceLookUp, type LookUp } from '../../../i18n/message-text';

/**
 * The admin routes answer in English: the operators' own sentences (admin.server in the back office's
 * catalogue) or the investor's ones (the messages area). Either is shown in the operator's language.
 */
const operatorLookUp: LookUp = (t, text, depth) => serverLookUp(t, text, depth) ?? formLookUp(t, text, depth) ?? messageLookUp(t, text, depth);
const serverLookUp = sentenceLookUp(englishBackOffice.server, 'admin.server.', () => operatorLookUp);
// The console's own form rules (forms.ts) answer in English too.
const formLookUp = sentenceLookUp(englishBackOffice.forms, 'admin.forms.', () => operatorLookUp);

export const operatorMessageText = (t: TFunction, text: string) => operatorLookUp(t, text, 0) ?? text;

/** True when a catalogue knows the English sentence, so the back office shows it translated. */
export const isKnownOperatorMessage = (text: string) => operatorLookUp(((key: string) => key) as TFunction, text, 0) !== null;

export function useOperatorMessageText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback((text: string) => operatorMessageText(t, text), [t]);
}

/** A form's validation errors (English rule texts) in the operator's language. */
export function translatedErrors(errors: Record<string, React.ReactNode>, text: (english: string) => string): Record<string, React.ReactNode> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, typeof error === 'string' ? text(error) : error]));
}
