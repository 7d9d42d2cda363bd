import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { LATIN_DIGITS } from '../../shared/percent-text';

/** English keeps the spec's "Jan 5, 2025 3:04 PM"; other languages get their own date order and month names. */
export function formatDate(iso: string, language = 'en'): string {
  if (language === 'en') return dayjs(iso).format('MMM D, YYYY h:mm A');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...LATIN_DIGITS }).format(new Date(iso));
}

// Making a date formatter is what costs, on a phone milliseconds for each date of a list: one per language is kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day without the time ("Nov 5, 2025", "5 nov 2025"). */
export function formatDay(iso: string, language: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...LATIN_DIGITS });
    dayFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** "1 day", "30 days", with each language's plural forms (Arabic has six). */
export const formatDuration = (t: TFunction, days: number) => t('moneyUi.days', { count: days });
