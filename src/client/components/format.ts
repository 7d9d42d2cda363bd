import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { formatPercent } from '../../shared/money';

/** English keeps the spec's "Jan 5, 2025 3:04 PM"; other languages get their own date order and month names. */
export function formatDate(iso: string, language = 'en'): string {
  if (language === 'en') return dayjs(iso).format('MMM D, YYYY h:mm A');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }).format(new Date(iso));
}

/** 1000 bps → "10%". */
export const percentText = (bps: number) => `${formatPercent(bps)}%`;

/** "1 day", "30 days", with each language's plural forms (Arabic has six). */
export const formatDuration = (t: TFunction, days: number) => t('moneyUi.days', { count: days });
