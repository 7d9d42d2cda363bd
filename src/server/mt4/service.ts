import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { mt4Subscriptions, users, type User } from '../db/schema';
import { newRowId } from '../db/schema/row-id';
import type { Page } from '../db/pagination';
import { badRequest } from '../errors';
import { rowDebit } from '../money/row-posting';
import { post } from '../money/post-entry';
import { listOwnRows } from '../transactions/own-rows';
import { MoneyStatement } from '../money/statement';
import { notifyAfter } from '../money/effects';
import type { MoneyOperation } from '../money/run';
import { encryptMt4Password } from './password-cipher';
import { MT4_PRICE_CENTS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { formatUsd } from '../../shared/money';
import type { CreateMt4SubscriptionRequest, CreateMt4SubscriptionResponse, Mt4SubscriptionDto } from '../../shared/schemas/mt4';
import type { PageQuery } from '../../shared/schemas/amount';

/** Every column but the encrypted password, which no response carries. */
const { passwordEncrypted: _never, ...visibleColumns } = getTableColumns(mt4Subscriptions);
type VisibleSubscription = { [K in keyof typeof visibleColumns]: (typeof mt4Subscriptions.$inferSelect)[K] };

function toMt4SubscriptionDto(row: VisibleSubscription): Mt4SubscriptionDto {
  return {
    id: row.id,
    duration: row.duration,
    amountCents: row.amountCents,
    mt4Id: row.mt4Id,
    accountType: row.accountType,
    currency: row.currency,
    leverage: row.leverage,
    server: row.server,
    status: row.status,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const listMt4Subscriptions = (db: Queryable, userId: string, query: PageQuery): Promise<Page<Mt4SubscriptionDto>> =>
  listOwnRows(db, mt4Subscriptions, userId, query, toMt4SubscriptionDto);

/**
 * Spec sections 4 and 5, applied to a reading of the investor's row: the price of a priced
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
