import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerEntries, users, type LedgerKind, type User } from '../db/schema';
import { AppError, notFound } from '../errors';
import { messages } from '../../shared/messages';
import { assertCents } from '../../shared/money';

/** Running totals shown on the dashboard that some entry kinds also raise. */
const TOTAL_COLUMN: Partial<Record<LedgerKind, 'totalProfitCents' | 'totalDepositCents' | 'totalReferralCommissionCents'>> = {
  roi: 'totalProfitCents',
  deposit: 'totalDepositCents',
  referral_bonus: 'totalReferralCommissionCents',
};

export interface LedgerPosting {
  userId: string;
  amountCents: number;
  kind: LedgerKind;
  refType: string;
  refId: string;
  narration?: string;
  /** An effect that must happen at most once; a second posting with the key is a no-op. */
  uniqueKey?: string;
  actorId?: string | null;
  /** The message when the balance would go below zero (MT4 has its own). */
  insufficientMessage?: string;
  at?: Date;
}

export interface PostedEntry {
  entryId: number;
  balanceAfterCents: number;
}

/**
 * Locks the user's row for the rest of the transaction and returns it. NO KEY UPDATE, not UPDATE:
 * rows inserted earlier in the transaction that reference the user (the Idempotency-Key, a new
 * withdrawal) hold a KEY SHARE lock on it, which UPDATE would wait on — two such requests deadlock.
 */
export async function lockUser(tx: Tx, userId: string): Promise<User> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  if (!user) throw notFound('User data not found.');
  return user;
}

/**
 * The only code that changes a balance. Must run inside the caller's transaction so the
 * entry, the cached balance and the business row commit or roll back together.
 * `lockedUser` is the row lockUser returned earlier in this transaction, before any other posting
 * for that user; without it the row is locked here. Returns null when `uniqueKey` was already used.
 */
export async function postLedgerEntry(tx: Tx, posting: LedgerPosting, lockedUser?: User): Promise<PostedEntry | null> {
  assertCents(posting.amountCents);
  if (posting.amountCents === 0) throw new AppError(400, 'ZERO_AMOUNT', messages.invalidAmount);
  const user = lockedUser ?? (await lockUser(tx, posting.userId));
  const balanceAfterCents = user.balanceCents + posting.amountCents;
  if (balanceAfterCents < 0) {
    throw new AppError(400, 'INSUFFICIENT_BALANCE', posting.insufficientMessage ?? messages.insufficientBalance);
  }
  // One statement: the entry, and the balance moved only when the entry was written (a used
  // uniqueKey writes neither). Each statement is a trip to the database.
  const entry = tx.$with('entry').as(
    tx
      .insert(ledgerEntries)
      .values({
        userId: posting.userId,
        amountCents: posting.amountCents,
        balanceAfterCents,
        kind: posting.kind,
        refType: posting.refType,
        refId: posting.refId,
        narration: posting.narration ?? '',
        uniqueKey: posting.uniqueKey,
        actorId: posting.actorId ?? null,
        ...(posting.at ? { createdAt: posting.at } : {}),
      })
      .onConflictDoNothing({ target: ledgerEntries.uniqueKey })
      .returning({ id: ledgerEntries.id }),
  );
  const totalColumn = TOTAL_COLUMN[posting.kind];
  const [moved] = await tx
    .with(entry)
    .update(users)
    .set({
      balanceCents: balanceAfterCents,
      updatedAt: sql`now()`,
      ...(totalColumn ? { [totalColumn]: user[totalColumn] + Math.max(posting.amountCents, 0) } : {}),
    })
    .from(entry)
    .where(eq(users.id, posting.userId))
    .returning({ entryId: entry.id });
  return moved ? { entryId: moved.entryId, balanceAfterCents } : null;
}
