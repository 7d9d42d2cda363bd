import { eq, getTableColumns } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { mt4Subscriptions } from '../../db/schema';
import type { Page } from '../../db/pagination';
import { refundWhatWasTaken } from '../refund';
import { tellInvestor } from '../tell-investor';
import { isoOrNull, type Decision } from '../queue';
import { writeAudit } from '../audit';
import { queueRows } from '../queue-rows';
import { addMonths } from './add-months';
import { MT4_DURATION_MONTHS } from '../../../shared/constants';
import type { AdminMt4Dto, QueueQuery } from '../../../shared/schemas/admin';
import { formatUsd } from '../../../shared/money';

/** Every column but the encrypted MT4 password, which never leaves the database. */
const { passwordEncrypted: _secret, ...visibleColumns } = getTableColumns(mt4Subscriptions);
const mt4Queue = queueRows(mt4Subscriptions, visibleColumns, 'subscription');

/** The UTC calendar day, as the investor is told when a subscription runs. */
const day = (date: Date) => date.toISOString().slice(0, 10);

export async function listMt4Subscriptions(db: Queryable, query: QueueQuery): Promise<Page<AdminMt4Dto>> {
  const page = await mt4Queue.list(db, query);
  return { items: page.items.map(toDto), nextCursor: page.nextCursor };
}

type Mt4Row = Awaited<ReturnType<typeof mt4Queue.lockPending>>;

function toDto(row: Mt4Row): AdminMt4Dto {
  return {
    ...row,
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    decidedAt: isoOrNull(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

async function updateSubscription(tx: Tx, id: string, changes: Partial<typeof mt4Subscriptions.$inferInsert>) {
  const [row] = await tx.update(mt4Subscriptions).set(changes).where(eq(mt4Subscriptions.id, id)).returning(visibleColumns);
  return row!;
}

/** The subscription runs from the moment it is approved, for its paid number of months. */
export async function approveMt4Subscription(tx: Tx, id: string, { adminId, now }: Decision) {
  const before = await mt4Queue.lockPending(tx, id, adminId);
  const endsAt = addMonths(now, MT4_DURATION_MONTHS[before.duration]);
  const after = await updateSubscription(tx, id, { status: 'active', startsAt: now, endsAt, decidedBy: adminId, decidedAt: now });
  await tellInvestor(tx, {
    userId: before.userId,
    kind: 'mt4_approved',
    subject: 'Your MT4 subscription is active',
    message: `Your ${before.duration} MT4 subscription for account ${before.mt4Id} is active from ${day(now)} until ${day(endsAt)}.`,
    params: { duration: before.duration, mt4Id: before.mt4Id, from: day(now), until: day(endsAt) },
    refType: 'mt4_subscription',
    refId: id,
  });
  await writeAudit(tx, { actorId: adminId, action: 'mt4.approve', entityType: 'mt4_subscription', entityId: id, before, after });
  return { subscription: toDto({ ...before, ...after }) };
}

export async function rejectMt4Subscription(tx: Tx, id: string, reason: string, { adminId, now }: Decision) {
  const before = await mt4Queue.lockPending(tx, id, adminId);
  const after = await updateSubscription(tx, id, { status: 'rejected', rejectionReason: reason, decidedBy: adminId, decidedAt: now });
  const refundedCents = await refundWhatWasTaken(tx, {
    userId: before.userId,
    refType: 'mt4_subscription',
    refId: id,
    takenKind: 'mt4_subscription',
    refundKind: 'mt4_refund',
    narration: `MT4 subscription rejected: ${reason}`,
    adminId,
  });
  await tellInvestor(tx, {
    userId: before.userId,
    kind: 'mt4_rejected',
    subject: 'Your MT4 subscription was rejected',
    message: `Your ${before.duration} MT4 subscription was rejected (reason: ${reason}) and ${formatUsd(refundedCents)} was returned to your balance.`,
    params: { duration: before.duration, reason, refundedCents },
    refType: 'mt4_subscription',
    refId: id,
  });
  await writeAudit(tx, {
    actorId: adminId,
    action: 'mt4.reject',
    entityType: 'mt4_subscription',
    entityId: id,
    before,
    after: { ...after, refundedCents },
  });
  return { subscription: toDto({ ...before, ...after }) };
}
