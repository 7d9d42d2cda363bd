import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { mt4Subscriptions } from '../db/schema';
import type { Page } from '../db/pagination';
import { decideRequest, type Decision } from '../money/decision';
import { rejectWithRefund } from '../money/refund';
import type { MoneyOperation } from '../money/run';
import { queueDto, queueRows } from '../money/queue';
import { addMonths } from './add-months';
import { MT4_DURATION_MONTHS } from '../../shared/constants';
import type { AdminMt4Dto, QueueQuery } from '../../shared/schemas/admin';
import { formatUsd } from '../../shared/money';

/** Every column but the encrypted MT4 password, which never leaves the database. */
const { passwordEncrypted: _secret, ...visibleColumns } = getTableColumns(mt4Subscriptions);
const mt4Queue = queueRows(mt4Subscriptions, visibleColumns, 'subscription');

/** The UTC calendar day, as the investor is told when a subscription runs. */
const day = (date: Date) => date.toISOString().slice(0, 10);

export async function listMt4Subscriptions(db: Queryable, query: QueueQuery): Promise<Page<AdminMt4Dto>> {
  const page = await mt4Queue.list(db, query);
  return { items: page.items.map(queueDto), nextCursor: page.nextCursor };
}

/** The subscription runs from the moment it is approved, for its paid number of months. */
export async function approveMt4Subscription(db: Queryable, id: string, { adminId, now }: Decision): Promise<MoneyOperation> {
  const request = await mt4Queue.readPending(db, id, adminId);
  const endsAt = addMonths(now, MT4_DURATION_MONTHS[request.duration]);
  return decideRequest(
    db,
    {
      operation: 'mt4-approval',
      table: mt4Subscriptions,
      request,
      changes: { status: 'active' as const, startsAt: now, endsAt, decidedBy: adminId, decidedAt: now },
      action: 'mt4.approve',
      entityType: 'mt4_subscription',
      news: {
        kind: 'mt4_approved',
        message: `Your ${request.duration} MT4 subscription for account ${request.mt4Id} is active from ${day(now)} until ${day(endsAt)}.`,
        params: { duration: request.duration, mt4Id: request.mt4Id, from: day(now), until: day(endsAt) },
      },
      answer: (approved) => ({ subscription: queueDto(approved) }),
    },
    adminId,
  );
}

export async function rejectMt4Subscription(db: Queryable, id: string, reason: string, decision: Decision): Promise<MoneyOperation> {
  const request = await mt4Queue.readPending(db, id, decision.adminId);
  return rejectWithRefund(
    db,
    {
      operation: 'mt4-rejection',
      table: mt4Subscriptions,
      request,
      reason,
      refund: { refType: 'mt4_subscription', takenKind: 'mt4_subscription', refundKind: 'mt4_refund', narration: `MT4 subscription rejected: ${reason}` },
      action: 'mt4.reject',
      news: (refundedCents) => ({
        kind: 'mt4_rejected',
        message: `Your ${request.duration} MT4 subscription was rejected (reason: ${reason}) and ${formatUsd(refundedCents)} was returned to your balance.`,
        params: { duration: request.duration, reason, refundedCents },
      }),
      answer: (rejected) => ({ subscription: queueDto(rejected) }),
    },
    decision,
  );
}
