import type { TFunction } from 'i18next';
import { formatUsd } from './money';
import type { NotificationParams } from './schemas/notifications';

const AMOUNT = /^(\w+)Cents$/;
/** A calendar day as the server stores it in a notification (an MT4 subscription's first and last day). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The part of an i18next instance a notification's sentence needs: the browser's, or the server's for mails. */
export interface NotificationTranslator {
  language: string;
  t: TFunction;
  exists(key: string, options?: { context?: string }): boolean;
}

/**
 * A stored day in the reader's language: English keeps it as stored (the words of the stored
 * message), other languages get their own order and month names with Latin digits, read in UTC
 * so a reader west of Greenwich does not see the day before.
 */
function dayText(iso: string, language: string): string {
  if (language === 'en') return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The stored values as the sentence shows them: amounts formatted like every other USD amount, days
 * in the reader's language, and the few words the catalogue lists under `notifications.values` (an
 * MT4 duration, an investment status) in the reader's language. Names, plans, reasons and
 * addresses stay as written.
 */
function displayValues(i18n: NotificationTranslator, values: NotificationParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const amount = AMOUNT.exec(name);
      if (amount && typeof value === 'number') return [amount[1]!, formatUsd(value)];
      if (typeof value === 'string' && ISO_DAY.test(value)) return [name, dayText(value, i18n.language)];
      const words = `notifications.values.${name}`;
      return [name, i18n.exists(words) ? i18n.t(`${words}.${value}`, { defaultValue: String(value) }) : String(value)];
    }),
  );
}

/**
 * The catalogue sentence of a notification's kind (the variant its `context` names) filled with the
 * values the server stored, in the translator's language; undefined when the catalogue has no
 * sentence for the kind, so the caller shows the stored English message instead.
 */
export function notificationSentence(i18n: NotificationTranslator, kind: string, params: NotificationParams): string | undefined {
  const key = `notifications.bodies.${kind}`;
  const { context, ...values } = params;
  const variant = { context: typeof context === 'string' ? context : undefined };
  if (!i18n.exists(key, variant)) return undefined;
  // `replace` keeps stored names apart from i18next's own options (count, lng, ns…).
  return i18n.t(key, { ...variant, replace: displayValues(i18n, values) });
}
