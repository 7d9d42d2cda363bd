/**
 * Words every language writes as English does: coin tickers and networks, product names, and
 * abbreviations readers know in this form. A value made only of these (and placeholders, numbers,
 * punctuation) may stay as it is; anything else needs a translation or a per-language entry in
 * `same-as-english/<language>.json`.
 */
const UNIVERSAL_TERMS = new Set([
  'BTC',
  'ETH',
  'LTC',
  'USDT',
  'TRX',
  'BNB',
  'ERC-20',
  'TRC-20',
  'TRON',
  'USD',
  'MT4',
  'ROI',
  'KYC',
  'FAQ',
  'TOTP',
  'QR',
  'IP',
  'ID',
  'PDF',
  'JPEG',
  'PNG',
  'MB',
]);

const WORD = /\p{L}[\p{L}\p{N}-]*/gu;

export function isUniversal(english: string): boolean {
  const text = english.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[A-Za-z0-9]+>/g, ' ');
  return (text.match(WORD) ?? []).every((word) => UNIVERSAL_TERMS.has(word));
}
