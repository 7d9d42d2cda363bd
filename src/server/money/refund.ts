import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { ledgerEntries, type LedgerKind } from '../db/schema';
import { post } from '../ledger/post-entry';
import { auditAfter, tellAfter, type News } from './effects';
import { decide, lockPending, readInvestor, type Decision } from './decision';
import type { MoneyOperation } from './run';
import { MoneyStatement, type Step } from './statement';

interface Refund {
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
async function refundAfter(db: Queryable, statement: MoneyStatement, gate: Step, refund: Refund): Promise<{ refundedCents: number; refunded: Step }> {
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

type QueueTable = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn };

/** A paid request (a withdrawal, an MT4 subscription) as its queue read it, pending. */
interface PaidRequest {
  id: string;
  userId: string;
  email: string;
  fullname: string;
}

export interface RejectionWithRefund<Row extends PaidRequest> {
  table: QueueTable;
  /** The pending request, with whose it is. */
  request: Row;
  reason: string;
  /** The request's table as the ledger names it, and the kinds of the entry that took the money and of the one giving it back. */
  refund: Pick<Refund, 'refType' | 'takenKind' | 'refundKind' | 'narration'>;
  /** The audit log's action (`withdrawal.reject`). */
  action: string;
  /** What the investor is told, knowing how much came back. */
  news: (refundedCents: number) => News;
  /** The answer's body, from the request as decided. */
  answer: (rejected: Row & RejectedFields) => object;
}

interface RejectedFields {
  status: 'rejected';
  rejectionReason: string;
  decidedBy: string;
  decidedAt: Date;
}

/**
 * An operator's rejection of a request the investor paid for when making it: locked while pending,
 * what it took given back (nothing when it took nothing), decided after the refund, the investor
 * told and the action logged, all in the one statement.
 */
export async function rejectWithRefund<Row extends PaidRequest>(
  db: Queryable,
  rejection: RejectionWithRefund<Row>,
  { adminId, now }: Decision,
): Promise<MoneyOperation> {
  const { table, request, reason } = rejection;
  const investor = await readInvestor(db, request.userId);
  const changes: RejectedFields = { status: 'rejected', rejectionReason: reason, decidedBy: adminId, decidedAt: now };
  const statement = new MoneyStatement();
  const pending = lockPending(statement, table, request.id, adminId);
  const { refundedCents, refunded } = await refundAfter(db, statement, pending, { ...rejection.refund, userId: request.userId, refId: request.id, adminId });
  const decided = decide(statement, table, request.id, changes, refunded);
  tellAfter(statement, decided, investor, rejection.news(refundedCents));
  const { email: _email, fullname: _fullname, ...row } = request;
  auditAfter(statement, decided, {
    actorId: adminId,
    action: rejection.action,
    entityType: rejection.refund.refType,
    entityId: request.id,
    before: request,
    after: { ...row, ...changes, refundedCents },
  });
  return { statement, done: decided, statusCode: 200, body: rejection.answer({ ...request, ...changes }) };
}
