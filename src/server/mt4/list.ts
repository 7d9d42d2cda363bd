import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { mt4Subscriptions } from '../db/schema';
import type { Page } from '../db/pagination';
import { listOwnRows } from '../transactions/own-rows';
import type { Mt4SubscriptionDto } from '../../shared/schemas/mt4';
import type { PageQuery } from '../../shared/schemas/pagination';

/** Every column but the encrypted password, which no response carries. */
const { passwordEncrypted: _never, ...visibleColumns } = getTableColumns(mt4Subscriptions);

export type VisibleSubscription = { [K in keyof typeof visibleColumns]: (typeof mt4Subscriptions.$inferSelect)[K] };

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
