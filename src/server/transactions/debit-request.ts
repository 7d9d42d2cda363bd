import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { FlatStatement, SqlText } from '../db/flat-statement';
import { insertAfterGate, type GatedWrite } from '../db/gated-insert';
import { isUniqueViolation } from '../db/pg-errors';
import { selectRows } from '../db/rows';
import { idempotencyKeys, users, type User } from '../db/schema';
import { conflict, notFound } from '../errors';
import { currentUser } from '../auth/plugin';
import { writePostingCtes, type LedgerPosting, type RowGuard } from '../ledger/post-entry';
import { idempotencyClaimOf, sendReplay, storedAnswer, type IdempotencyClaim } from '../http/idempotency';

/** A debit and everything written with it, planned against one reading of the investor's row. */
export interface PlannedDebit {
  posting: LedgerPosting;
  /** What the plan assumed of the row beyond the balance (e.g. the fee percent); checked under the lock. */
  guards?: RowGuard[];
  /** Rows written with the entry: insertAfterGate(..., 'moved') CTEs. */
  writes: GatedWrite[];
  /** The 201 answer; its balanceCents is replaced by the balance after the debit. */
  body: { balanceCents: number };
}

/** A reading that lost a race is read again and planned again, a few times at most. */
const ATTEMPTS = 3;

/** The debit's statement: the balance after, or undefined when it wrote nothing. */
export async function runDebitStatement(db: Queryable, userId: string, debit: PlannedDebit, claim?: IdempotencyClaim): Promise<number | undefined> {
  const statement = new FlatStatement().text('with ');
  writePostingCtes(statement, debit.posting, debit.guards);
  const answer = claim
    ? insertAfterGate('answer', idempotencyKeys, {
        userId,
        ...claim,
        statusCode: 201,
        responseBody: new SqlText(`jsonb_set(answer_body.body, '{balanceCents}', to_jsonb(moved.balance_cents))`),
      }, 'moved, answer_body')
    : undefined;
  // The answer is stored with the balance after, known only inside the statement.
  if (answer) statement.text(', answer_body as (select ').value(JSON.stringify(debit.body)).text('::jsonb as body)');
  for (const write of [...debit.writes, ...(answer ? [answer] : [])]) write(statement.text(', '));
  statement.text(' select moved.balance_cents from moved');
  try {
    const [moved] = await selectRows<{ balance_cents: number | string }>(db, statement.toSql());
    return moved ? Number(moved.balance_cents) : undefined;
  } catch (error) {
    // Another request already answered under this key; everything this statement wrote is undone.
    if (claim && isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * An investor's POST that pays from their balance, as ONE statement with no explicit transaction:
 * the lock, the rule on the balance, the entry, the business rows, the mail, the notification and
 * the Idempotency-Key's answer commit together or not at all, in one trip to the database.
 * `plan` applies the rules to a reading of the investor's row (the session's, then a fresh one if
 * the statement found the row changed) and throws the rule's 4xx; the statement re-checks the
 * balance and `guard` under the lock. A used key replays its answer, as with runMoneyRequest.
 */
export async function runDebitRequest(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  plan: (investor: User) => PlannedDebit,
): Promise<FastifyReply> {
  let investor: User = currentUser(request);
  const claim = idempotencyClaimOf(request);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const debit = plan(investor);
    const balanceCents = await runDebitStatement(ctx.db, investor.id, debit, claim);
    if (balanceCents !== undefined) return reply.code(201).send({ ...debit.body, balanceCents });
    const replay = claim ? await storedAnswer(ctx.db, investor.id, claim) : undefined;
    if (replay) return sendReplay(reply, replay);
    const [fresh] = await ctx.db.select().from(users).where(eq(users.id, investor.id));
    if (!fresh) throw notFound('User data not found.');
    investor = fresh;
  }
  throw conflict('BALANCE_CHANGED', 'Your balance changed while this request ran. Please try again.');
}
