import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { accountTokens, type AccountTokenPurpose } from '../db/schema';
import { hashToken, newToken } from '../crypto/tokens';

/** Issues a 256-bit token for a mailed link; only its hash is stored. Returns the token itself. */
export async function issueAccountToken(
  tx: Queryable,
  input: { userId: string; purpose: AccountTokenPurpose; now: Date; validForMs: number },
): Promise<string> {
  const token = newToken();
  await tx.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.validForMs),
  });
  return token;
}

/**
 * Spends a token in one conditional UPDATE, so two requests racing with one link cannot both
 * succeed. Returns the account it belongs to, or null when it is unknown, expired or used.
 */
export async function consumeAccountToken(tx: Queryable, token: string, purpose: AccountTokenPurpose, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/**
 * Spends the token and, in the same UPDATE, every other open one its account holds for `purpose`:
 * the link used last is the only one that ever worked. One statement, so two links of one account
 * used at once cannot both succeed, nor wait on each other.
 */
export async function consumeAccountTokenAndSiblings(tx: Queryable, token: string, purpose: AccountTokenPurpose, now: Date): Promise<string | null> {
  const tokenHash = hashToken(token);
  const owner = tx
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)));
  const spent = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(inArray(accountTokens.userId, owner), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)))
    .returning({ userId: accountTokens.userId, tokenHash: accountTokens.tokenHash });
  return spent.find((row) => row.tokenHash === tokenHash)?.userId ?? null;
}

/** Voids every open token the account holds for `purpose`, before a new one is mailed. */
export async function voidAccountTokens(tx: Queryable, userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
