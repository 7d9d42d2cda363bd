import type { i18n as I18n } from 'i18next';
import { formatUsd } from '../../../shared/money';
import type { NotificationDto, NotificationParams } from '../../../shared/schemas/notifications';
import { messageText } from '../../i18n/message-text';

const AMOUNT = /^(\w+)Cents$/;

type Translator = Pick<I18n, 't' | 'exists'>;

/**
 * The stored values as the sentence shows them: amounts formatted like every other USD amount, and
 * the few words the catalogue lists under `notifications.values` (an MT4 duration, an investment
 * status) in the reader's language. Names, plans, reasons and addresses stay as written.
 */
function displayValues(i18n: Translator, values: NotificationParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const amount = AMOUNT.exec(name);
      if (amount && typeof value === 'number') return [amount[1]!, formatUsd(value)];
      const words = `notifications.values.${name}`;
      return [name, i18n.exists(words) ? i18n.t(`${words}.${value}`, { defaultValue: String(value) }) : String(value)];
    }),
  );
}

/**
 * The notification's sentence in the reader's language: the catalogue sentence of its kind (the
 * variant its `context` names) filled with the values the server stored. Rows written before the
 * server stored values, and kinds the catalogue does not know, show the server's English message,
 * translated where the `messages` area knows its wording.
 */
export function notificationBody(i18n: Translator, item: Pick<NotificationDto, 'kind' | 'message' | 'params'>): string {
  const key = `notifications.bodies.${item.kind}`;
  if (!item.params) return messageText(i18n.t, item.message);
  const { context, ...values } = item.params;
  const variant = { context: typeof context === 'string' ? context : undefined };
  if (!i18n.exists(key, variant)) return messageText(i18n.t, item.message);
  // `replace` keeps stored names apart from i18next's own options (count, lng, ns…).
  return i18n.t(key, { ...variant, replace: displayValues(i18n, values) });
}
