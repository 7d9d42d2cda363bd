import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { ledgerEntries, type LedgerKind } from '../db/schema';
import { post } from './post-entry';
import type { News } from './effects';
import { decideRequest, type Decision } from './decision';
import type { MoneyOperationName } from './operations';
import type { MoneyOperation } from './run';

/** What a paid request's refund names: the request's table as the ledger calls it, the kind of the entry that took the money and of the one giving it back. */
interface Refund {
  refType: string;
  takenKind: LedgerKind;
  refundKind: LedgerKind;
  narration: string;
}

/** What the request took from the balance, read from the ledger rather than recomputed from its fields, so a refund can never create money. */
async function takenCents(db: Queryable, userId: string, refId: string, refund: Refund): Promise<number> {
  const [taken] = await db
    .select({ cents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.refType, refund.refType),
        eq(ledgerEntries.refId, refId),
        eq(ledgerEntries.kind, refund.takenKind),
      ),
    );
  return Number(taken?.cents ?? 0);
}

type QueueTable = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn };

/** A paid request (a withdrawal, an MT4 subscription) as its queue read it, pending. */
interface PaidRequest {
  id: string;
  userId: string;
  email: string;
  fullname: string;
}

interface RejectedFields {
  status: 'rejected';
  rejectionReason: string;
  decidedBy: string;
  decidedAt: Date;
}

export interface RejectionWithRefund<Row extends PaidRequest> {
  operation: MoneyOperationName;
  table: QueueTable;
  /** The pending request, with whose it is. */
  request: Row;
  reason: string;
  refund: Refund;
  /** The audit log's action (`withdrawal.reject`). */
  action: string;
  /** What the investor is told, knowing how much came back. */
  news: (refundedCents: number) => Omit<News, 'refType' | 'refId'>;
  /** The answer's body, from the request as decided. */
  answer: (rejected: Row & RejectedFields) => object;
}

/**
 * An operator's rejection of a request the investor paid for when making it: what it took is given
 * back after the request is locked and before it is decided (nothing when it took nothing), once,
 * by the refund's unique key.
 */
export async function rejectWithRefund<Row extends PaidRequest>(
  db: Queryable,
  rejection: RejectionWithRefund<Row>,
  { adminId, now }: Decision,
): Promise<MoneyOperation> {
  const { request, refund } = rejection;
  const refundedCents = Math.max(0, await takenCents(db, request.userId, request.id, refund));
  const changes: RejectedFields = { status: 'rejected', rejectionReason: rejection.reason, decidedBy: adminId, decidedAt: now };
  return decideRequest(
    db,
    {
      operation: rejection.operation,
      table: rejection.table,
      request,
      changes,
      action: rejection.action,
      entityType: refund.refType,
      moneyAfter: (statement, pending) =>
        refundedCents === 0
          ? pending
          : post(
              statement,
              {
                userId: request.userId,
                amountCents: refundedCents,
                kind: refund.refundKind,
                refType: refund.refType,
                refId: request.id,
                narration: refund.narration,
                uniqueKey: `${refund.refundKind}:${request.id}`,
                actorId: adminId,
              },
              { after: pending, label: 'refund_' },
            ).moved,
      news: rejection.news(refundedCents),
      audited: { refundedCents },
      answer: rejection.answer,
    },
    adminId,
  );
}
