import { randomBytes } from 'node:crypto';
import { base32 } from '@scure/base';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../crypto/tokens';
import type { Queryable } from '../../db/client';
import { twoFactorRecoveryCodes } from '../../db/schema';

const RECOVERY_CODE_COUNT = 10;

/** 80 random bits each, written as four groups of four base32 characters. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => base32.encode(randomBytes(10)).match(/.{4}/g)!.join('-'));
}

/** A fresh set of codes in place of any earlier one; answered this once, only their hashes are kept. */
export async function replaceRecoveryCodes(tx: Queryable, userId: string): Promise<string[]> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const codes = newRecoveryCodes();
  await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Case, spaces and dashes do not matter when a person types a code back. */
export const hashRecoveryCode = (code: string) => hashToken(code.toUpperCase().replace(/[\s-]+/g, ''));

export const looksLikeRecoveryCode = (code: string) => /^[A-Z2-7]{16}$/.test(code.toUpperCase().replace(/[\s-]+/g, ''));
