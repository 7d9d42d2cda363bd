import type { LedgerKind } from '../db/schema';
import type { LedgerPosting } from './post-entry';

type RowKind = Extract<LedgerKind, 'withdrawal' | 'investment' | 'mt4_subscription'>;

/**
 * The entry that pays for an investor's row (a withdrawal, an investment, an MT4 subscription)
 * from their balance: the kind names the row's table, and the key made of it and the row's id
 * lets the amount leave the balance once, whoever posts it.
 */
export const rowDebit = (kind: RowKind, row: { id: string; userId: string; amountCents: number }, narration: string, at?: Date): LedgerPosting => ({
  userId: row.userId,
  amountCents: -row.amountCents,
  kind,
  refType: kind,
  refId: row.id,
  narration,
  uniqueKey: `${kind}:${row.id}`,
  at,
});
