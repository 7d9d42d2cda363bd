import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { ledgerEntries, users, type LedgerKind } from '../../db/schema';
import { keysetWhere, newestFirst, toPage, type Page } from '../../db/pagination';
import { userSearch } from '../../users/search';
import type { AdminLedgerEntryDto } from '../../../shared/schemas/admin';

export interface LedgerQuery {
  kind: string;
  q?: string;
  limit: number;
  cursor?: string;
}

const actors = alias(users, 'actor');

/**
 * Every balance change, newest first, with its cause and who caused it. The ledger is the audit
 * trail of money: each entry already records its kind, reference, narration, actor, time and the
 * balance after it, so the console reads it here rather than copying it into the audit log.
 */
export async function listLedgerEntries(db: Queryable, query: LedgerQuery): Promise<Page<AdminLedgerEntryDto>> {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      userId: ledgerEntries.userId,
      email: users.email,
      fullname: users.fullname,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      balanceAfterCents: ledgerEntries.balanceAfterCents,
      refType: ledgerEntries.refType,
      refId: ledgerEntries.refId,
      narration: ledgerEntries.narration,
      actorId: ledgerEntries.actorId,
      actorEmail: actors.email,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(users, eq(users.id, ledgerEntries.userId))
    .leftJoin(actors, eq(actors.id, ledgerEntries.actorId))
    .where(
      and(query.kind === 'all' ? undefined : eq(ledgerEntries.kind, query.kind as LedgerKind), userSearch(query.q), keysetWhere(ledgerEntries, query.cursor)),
    )
    .orderBy(...newestFirst(ledgerEntries))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    items: page.items.map((row) => ({
      ...row,
      balanceBeforeCents: row.balanceAfterCents - row.amountCents,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
