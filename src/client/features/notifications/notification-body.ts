import type { NotificationDto } from '../../../shared/schemas/notifications';
import { notificationSentence, type NotificationTranslator } from '../../../shared/notification-text';
import { messageText } from '../../i18n/message-text';

/**
 * The notification's sentence in the reader's language (the same sentence its mail carries). Rows
 * written before the server stored values, and kinds the catalogue does not know, show the server's
 * English message, translated where the `messages` area knows its wording.
 */
export function notificationBody(i18n: NotificationTranslator, item: Pick<NotificationDto, 'kind' | 'message' | 'params'>): string {
  return (item.params && notificationSentence(i18n, item.kind, item.params)) ?? messageText(i18n.t, item.message);
}
