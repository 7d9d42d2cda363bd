/**
 * Passwords seen most often in breaches, which a guesser tries first: zxcvbn-ts's list of about
 * 49,000, lower-cased. The list is large (about 200 KB compressed), so it is loaded on demand: the
 * server before it serves a route that sets a password, the browser only on the forms that set one
 * (until then the form leaves the check to the server, which always makes it).
 */
let commonPasswords: ReadonlySet<string> | undefined;

export const COMMON_PASSWORD = 'This password is too common. Choose another.';

export async function loadCommonPasswords(): Promise<void> {
  if (commonPasswords) return;
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  commonPasswords = new Set(dictionary['passwords-common']);
}

/** Digits and symbols at the end: what people add to a listed word when a form asks for them. */
const TRAILING_DIGITS_AND_SYMBOLS = /[^\p{L}]+$/u;

/**
 * Compared case-insensitively, as typed and without the digits and symbols at its end, so
 * `Password123!` counts as `password`. False until the list is loaded.
 */
export function isCommonPassword(password: string): boolean {
  if (!commonPasswords) return false;
  const typed = password.toLowerCase();
  const stem = typed.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  return commonPasswords.has(typed) || (stem !== '' && commonPasswords.has(stem));
}
