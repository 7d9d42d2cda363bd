import type { TFunction } from 'i18next';
import { MT4_DURATIONS, MT4_PRICE_CENTS, type Mt4Duration } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { createMt4SubscriptionRequest, type CreateMt4SubscriptionRequest } from '../../../shared/schemas/mt4';

/** The dialog's fields as typed; the empty duration is the placeholder option. */
export type Mt4Form = Record<keyof CreateMt4SubscriptionRequest, string>;

export const EMPTY_MT4_FORM: Mt4Form = {
  duration: '',
  mt4Id: '',
  password: '',
  accountType: '',
  currency: '',
  leverage: '',
  server: '',
};

/** The values are what the server accepts; only the labels are translated. */
export const durationOptions = (t: TFunction) => [
  { value: '', label: t('mt4.selectDuration') },
  ...MT4_DURATIONS.map((duration) => ({
    value: duration,
    label: t('mt4.durationOption', { duration: t(`mt4.durations.${duration}`), price: formatUsd(MT4_PRICE_CENTS[duration]) }),
  })),
];
const ACCOUNT_TYPES = ['Live', 'Demo'];
export const accountTypeOptions = (t: TFunction) => ACCOUNT_TYPES.map((accountType) => ({ value: accountType, label: t(`mt4.accountTypes.${accountType}`) }));
export const CURRENCY_OPTIONS = ['USD', 'EUR', 'GBP'];
export const LEVERAGE_OPTIONS = ['1:50', '1:100', '1:200', '1:500'];

/**
 * The MT4 subscription rules in the browser, with the server's schema and messages: every field filled, a
 * priced duration, and a price the balance covers. Returns the request or the message to show.
 */
export function checkMt4Form(
  form: Mt4Form,
  balanceCents: number,
): { request: CreateMt4SubscriptionRequest; error?: never } | { error: string; request?: never } {
  const parsed = createMt4SubscriptionRequest.safeParse(form);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? messages.withdrawFieldsMissing };
  if (MT4_PRICE_CENTS[parsed.data.duration as Mt4Duration] > balanceCents) return { error: messages.mt4InsufficientBalance };
  return { request: parsed.data };
}
