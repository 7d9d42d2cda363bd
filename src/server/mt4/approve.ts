import type { Queryable } from '../db/client';
import { mt4Subscriptions } from '../db/schema';
import { decideRequest, type Decision } from '../money/decision';
import type { MoneyOperation } from '../money/run';
import { queueDto } from '../money/queue';
import { addMonths } from './add-months';
import { MT4_DURATION_MONTHS } from '../../shared/constants';
import { mt4Queue } from './queue';

/** The UTC calendar day, as the investor is told when a subscription runs. */
const day = (date: Date) => date.toISOString().slice(0, 10);

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
