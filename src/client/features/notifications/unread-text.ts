import type { TFunction } from 'i18next';

/**
 * "No unread notifications", or the count in the language's plural form. Nothing unread is a
 * sentence of its own rather than i18next's `_zero` form: in Latvian `_zero` is also the CLDR form
 * of 10–20, 30, 40…, which must say the number.
 */
export const unreadText = (t: TFunction, count: number) => (count === 0 ? t('notifications.noUnread') : t('notifications.unread', { count }));
