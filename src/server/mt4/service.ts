import { getTableColumns } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { mt4Subscriptions } from '../db/schema';
import type { Page } from '../db/pagination';
import { badRequest } from '../errors';
import { lockUser, postLedgerEntry } from '../ledger/post-entry';
import { notify } from '../notifications/notify';
import { listOwnRows } from '../transactions/own-rows';
import { encryptMt4Password } from './password-cipher';
import { MT4_PRICE_CENTS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { formatUsd } from '../../shared/money';
import type {
  CreateMt4SubscriptionRequest,
  CreateMt4SubscriptionResponse,
  Mt4SubscriptionDto,
} from '../../shared/schemas/mt4';
import type { PageQuery } from '../../shared/schemas/amount';

/** Every column but the encrypted password, which no response carries. */
const { passwordEncrypted: _never, ...visibleColumns } = getTableColumns(mt4Subscriptions);
type VisibleSubscription = { [K in keyof typeof visibleColumns]: (typeof mt4Subscriptions.$inferSelect)[K] };

export function toMt4SubscriptionDto(row: VisibleSubscription): Mt4SubscriptionDto {
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

/** Spec sections 4 and 5: the price of a priced duration, paid from balance at once, status pending. */
export async function createMt4Subscription(
  tx: Tx,
  userId: string,
  request: CreateMt4SubscriptionRequest,
  secretKey: string,
): Promise<CreateMt4SubscriptionResponse> {
  const { password, ...fields } = request;
  const amountCents = MT4_PRICE_CENTS[request.duration];
  // Checked on the locked row before anything is written, so a refusal costs no insert.
  const investor = await lockUser(tx, userId);
  if (amountCents > investor.balanceCents) throw badRequest('INSUFFICIENT_BALANCE', messages.mt4InsufficientBalance);
  const [subscription] = (await tx
    .insert(mt4Subscriptions)
    .values({ ...fields, userId, amountCents, passwordEncrypted: encryptMt4Password(password, secretKey) })
    .returning(visibleColumns)) as [VisibleSubscription];
  const posted = await postLedgerEntry(tx, {
    userId,
    amountCents: -amountCents,
    kind: 'mt4_subscription',
    refType: 'mt4_subscription',
    refId: subscription.id,
    narration: `MT4 ${request.duration} subscription`,
    uniqueKey: `mt4_subscription:${subscription.id}`,
    insufficientMessage: messages.mt4InsufficientBalance,
  });
  await notify(tx, {
    userId,
    kind: 'mt4_submitted',
    message: `Your ${request.duration} MT4 subscription (${formatUsd(amountCents)}) is pending.`,
    params: { duration: request.duration, amountCents },
    refType: 'mt4_subscription',
    refId: subscription.id,
  });
  return { subscription: toMt4SubscriptionDto(subscription), message: messages.mt4Succeeded, balanceCents: posted!.balanceAfterCents };
}
