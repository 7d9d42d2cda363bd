import { randomBytes } from 'node:crypto';
import { base32 } from '@scure/base';
import { hashToken } from '../auth/tokens';

const RECOVERY_CODE_COUNT = 10;

/** 80 random bits each, written as four groups of four base32 characters. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => base32.encode(randomBytes(10)).match(/.{4}/g)!.join('-'));
}

/** Case, spaces and dashes do not matter when a person types a code back. */
export const hashRecoveryCode = (code: string) => hashToken(code.toUpperCase().replace(/[\s-]+/g, ''));

export const looksLikeRecoveryCode = (code: string) => /^[A-Z2-7]{16}$/.test(code.toUpperCase().replace(/[\s-]+/g, ''));
