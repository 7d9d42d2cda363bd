/**
 * A moment as a mail names it: to the minute, in UTC, as the server knows no time zone of the
 * reader's. English keeps "2026-11-27 15:47 UTC"; other languages their own date order and month
 * names, in Latin digits.
 */
export function inUtc(at: Date, language: string): string {
  if (language === 'en') return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', numberingSystem: 'latn' }).format(at)} UTC`;
}
