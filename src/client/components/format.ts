import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { formatPercent } from '../../shared/money';

// Figures keep Latin digits in every language, as the amounts ("$1,234.56") do, so a
// percentage and an amount side by side read alike; the language chooses separators, order and names.
const DIGITS = { numberingSystem: 'latn' } as const;

/** English keeps the spec's "Jan 5, 2025 3:04 PM"; other languages get their own date order and month names. */
export function formatDate(iso: string, language = 'en'): string {
  if (language === 'en') return dayjs(iso).format('MMM D, YYYY h:mm A');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...DIGITS }).format(new Date(iso));
}

/** A day without the time ("Nov 5, 2025", "5 nov 2025"). */
export const formatDay = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...DIGITS }).format(new Date(iso));

/**
 * 250 bps → "2.5%" in English, "2,5 %" in French, "%2,5" in Turkish. Intl reads the figure as the
 * decimal string formatPercent writes, so no float ever holds it.
 */
export const percentText = (bps: number, language: string, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'percent', maximumFractionDigits: 2, ...DIGITS, ...options }).format(
    formatPercent(bps) as Intl.StringNumericLiteral,
  );

/** "1 day", "30 days", with each language's plural forms (Arabic has six). */
export const formatDuration = (t: TFunction, days: number) => t('moneyUi.days', { count: days });
