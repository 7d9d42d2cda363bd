import { formatPercent } from './money';

// Figures keep Latin digits in every language, as the amounts ("$1,234.56") do, so a
// percentage and an amount side by side read alike; the language chooses separators, order and names.
export const LATIN_DIGITS = { numberingSystem: 'latn' } as const;

/**
 * 250 bps → "2.5%" in English, "2,5 %" in French, "%2,5" in Turkish. Intl reads the figure as the
 * decimal string formatPercent writes, so no float ever holds it.
 */
export const percentText = (bps: number, language: string, options: Intl.NumberFormatOptions = {}) =>
  percentFormat(language, options).format(formatPercent(bps) as Intl.StringNumericLiteral);

// Making a formatter is what costs (a phone spent milliseconds on each of a screen's percentages);
// one per language and options is kept, as a screen's figures share them.
const percentFormats = new Map<string, Intl.NumberFormat>();
function percentFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'unit', unit: 'percent', maximumFractionDigits: 2, ...LATIN_DIGITS, ...options });
    percentFormats.set(key, format);
  }
  return format;
}
