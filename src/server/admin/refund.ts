import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerEntries, type LedgerKind } from '../db/schema';
import { postLedgerEntry } from '../ledger/post-entry';

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
 * Gives back exactly what the request took from the balance, read from the ledger rather than
 * recomputed from the request's fields, so a refund can never create money. Returns the cents.
 */
export async function refundWhatWasTaken(tx: Tx, refund: Refund): Promise<number> {
  const [taken] = await tx
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
  if (cents <= 0) return 0;
  await postLedgerEntry(tx, {
    userId: refund.userId,
    amountCents: cents,
    kind: refund.refundKind,
    refType: refund.refType,
    refId: refund.refId,
    narration: refund.narration,
    uniqueKey: `${refund.refundKind}:${refund.refId}`,
    actorId: refund.adminId,
  });
  return cents;
}
