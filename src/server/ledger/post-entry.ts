import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { insertAfterGate } from '../db/gated-insert';
import { selectRows } from '../db/rows';
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
 * The CTEs of one statement that post an entry: `locked` (the user row, locked and read after any
 * concurrent change commits), `entry` (written only while the balance stays at or above zero,
 * `guard` holds on the user row and the entry's key is unused, a concurrent use included) and
 * `moved` (the balance, changed only when the entry was written). Whatever else the statement
 * writes from `moved` is written with them or not at all.
 */
export function postingCtes(posting: LedgerPosting, guard?: SQL): SQL {
  assertCents(posting.amountCents);
  if (posting.amountCents === 0) throw new AppError(400, 'ZERO_AMOUNT', messages.invalidAmount);
  const amount = sql`${posting.amountCents}::bigint`;
  const column = (name: keyof typeof users.$inferSelect) => sql.identifier(users[name].name);
  const totalColumn = TOTAL_COLUMN[posting.kind];
  const entry = insertAfterGate(
    'entry',
    ledgerEntries,
    {
      userId: posting.userId,
      amountCents: posting.amountCents,
      balanceAfterCents: sql`locked.balance_cents + ${amount}`,
      kind: posting.kind,
      refType: posting.refType,
      refId: posting.refId,
      narration: posting.narration ?? '',
      uniqueKey: posting.uniqueKey,
      actorId: posting.actorId,
      createdAt: posting.at,
    },
    sql`locked where locked.balance_cents + ${amount} >= 0 on conflict (${sql.identifier(ledgerEntries.uniqueKey.name)}) do nothing`,
    sql`id, balance_after_cents`,
  );
  return sql`locked as (select ${users.balanceCents} from ${users}
      where ${users.id} = ${posting.userId}::uuid${guard ? sql` and ${guard}` : sql``} for no key update),
    ${entry},
    moved as (update ${users} set ${column('balanceCents')} = entry.balance_after_cents,
      ${totalColumn ? sql`${column(totalColumn)} = ${users[totalColumn]} + ${Math.max(posting.amountCents, 0)}::bigint, ` : sql``}${column('updatedAt')} = now()
      from entry where ${users.id} = ${posting.userId}::uuid
      returning ${users.id}, ${users.balanceCents})`;
}

/**
 * The only code that changes a balance, in one statement (see postingCtes); inside the caller's
 * transaction, the entry, the balance and the business row commit or roll back together.
 * Returns null when `uniqueKey` was already used.
 */
export async function postLedgerEntry(tx: Queryable, posting: LedgerPosting): Promise<PostedEntry | null> {
  const [posted] = await selectRows<{ entry_id: number | string; balance_cents: number | string }>(
    tx,
    sql`with ${postingCtes(posting)} select entry.id as entry_id, moved.balance_cents from moved, entry`,
  );
  if (posted) return { entryId: Number(posted.entry_id), balanceAfterCents: Number(posted.balance_cents) };
  if (posting.uniqueKey) {
    const [used] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.uniqueKey, posting.uniqueKey));
    if (used) return null;
  }
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, posting.userId));
  if (!user) throw notFound('User data not found.');
  throw new AppError(400, 'INSUFFICIENT_BALANCE', posting.insufficientMessage ?? messages.insufficientBalance);
}
