import { mt4Subscriptions, users, type User } from '../db/schema';
import { newRowId } from '../db/schema/row-id';
import { badRequest } from '../errors';
import { rowDebit } from '../money/row-posting';
import { post } from '../money/post-entry';
import { MoneyStatement } from '../money/statement';
import { notifyAfter } from '../money/effects';
import type { MoneyOperation } from '../money/run';
import { encryptMt4Password } from './password-cipher';
import { MT4_PRICE_CENTS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { formatUsd } from '../../shared/money';
import type { CreateMt4SubscriptionRequest, CreateMt4SubscriptionResponse } from '../../shared/schemas/mt4';
import { type VisibleSubscription, toMt4SubscriptionDto } from './list';

/**
 * Subscribe to Trading, applied to a reading of the investor's row: the price of a priced
 * duration, paid from balance at once, status pending. The statement re-checks the balance under
 * the lock.
 */
export function planMt4Subscription(investor: User, request: CreateMt4SubscriptionRequest, secretKey: string, at: Date): MoneyOperation {
  const { password, ...fields } = request;
  const amountCents = MT4_PRICE_CENTS[request.duration];
  if (amountCents > investor.balanceCents) throw badRequest('INSUFFICIENT_BALANCE', messages.mt4InsufficientBalance);
  const subscription: VisibleSubscription = {
    ...fields,
    id: newRowId(),
    userId: investor.id,
    amountCents,
    status: 'pending',
    startsAt: null,
    endsAt: null,
    rejectionReason: null,
    decidedBy: null,
    decidedAt: null,
    createdAt: at,
  };
  const body: CreateMt4SubscriptionResponse = {
    subscription: toMt4SubscriptionDto(subscription),
    message: messages.mt4Succeeded,
    balanceCents: investor.balanceCents - amountCents,
  };
  const statement = new MoneyStatement();
  const { moved } = post(statement, rowDebit('mt4_subscription', subscription, `MT4 ${request.duration} subscription`, at));
  statement.insertAfter(moved, mt4Subscriptions, { ...subscription, passwordEncrypted: encryptMt4Password(password, secretKey) });
  notifyAfter(statement, moved, {
    userId: investor.id,
    kind: 'mt4_submitted',
    message: `Your ${request.duration} MT4 subscription (${formatUsd(amountCents)}) is pending.`,
    params: { duration: request.duration, amountCents },
    refType: 'mt4_subscription',
    refId: subscription.id,
  });
  return { name: 'mt4-subscription', statement, done: moved, outcome: body, computed: { balanceCents: moved.column(users.balanceCents) } };
}
