import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { ledgerEntries, type LedgerKind } from '../db/schema';
import { post } from '../ledger/post-entry';
import type { MoneyStatement, Step } from './statement';

export interface Refund {
  userId: string;
  refType: string;
  refId: string;
  /** The kind of the entry that took the money when the investor made the request. */
  takenKind: LedgerKind;
  refundKind: LedgerKind;
  narration: string;
  adminId: string;
}

/**
 * Gives back exactly what the request took from the balance, as steps after `gate` (the
 * decision): read from the ledger rather than recomputed from the request's fields, so a refund
 * can never create money; its unique key lets it happen once. Returns the step the decision
 * follows: the refund's balance change, or `gate` when the request took nothing.
 */
export async function refundAfter(db: Queryable, statement: MoneyStatement, gate: Step, refund: Refund): Promise<{ refundedCents: number; refunded: Step }> {
  const [taken] = await db
    .select({ cents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, refund.userId),
        eq(ledgerEntries.refType, refund.refType),
        eq(ledgerEntries.refId, refund.refId),
        eq(ledgerEntries.kind, refund.takenKind),
      ),
    );
  const cents = Number(taken?.cents ?? 0);
  if (cents <= 0) return { refundedCents: 0, refunded: gate };
  const { moved } = post(
    statement,
    {
      userId: refund.userId,
      amountCents: cents,
      kind: refund.refundKind,
      refType: refund.refType,
      refId: refund.refId,
      narration: refund.narration,
      uniqueKey: `${refund.refundKind}:${refund.refId}`,
      actorId: refund.adminId,
    },
    { after: gate, label: 'refund_' },
  );
  return { refundedCents: cents, refunded: moved };
}
