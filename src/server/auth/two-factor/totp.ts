import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Investment Platform';
const PERIOD_SECONDS = 30;
/** One step either side forgives a phone clock a little off, and the seconds it takes to type. */
const WINDOW = 1;

const totpOf = (secretBase32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });

/** 160 random bits, as RFC 4226 recommends, in the base32 authenticator apps take. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secretBase32: string, email: string): string => totpOf(secretBase32, email).toString();

/** The 30-second step the code belongs to when it is right at `now`, or null. */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
