import { eq, getTableName } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { FlatStatement, quoted, SqlText, type SqlCondition } from '../db/flat-statement';
import { insertAfterGate, type GatedWrite } from '../db/gated-insert';
import { isUniqueViolation } from '../db/pg-errors';
import { selectRows } from '../db/rows';
import { idempotencyKeys, users, type User } from '../db/schema';
import { conflict, notFound, type AppError } from '../errors';
import { currentUser } from '../auth/plugin';
import { writePostingCtes, type LedgerPosting } from '../ledger/post-entry';
import { idempotencyClaimOf, sendReplay, storedAnswer, type IdempotencyClaim } from '../http/idempotency';

/** A posting on another user made only with the investor's own (a referrer's bonus); its CTEs are `${name}_locked`, `${name}_entry`, `${name}_moved`. */
export interface FollowingPosting {
  name: string;
  posting: LedgerPosting;
}

/** What one investor request writes, planned against one reading of the investor's row. */
export interface PlannedMoneyWrite {
  /** The investor's own posting; without one the rows are written and no money moves. */
  posting?: LedgerPosting;
  /**
   * What the plan assumed beyond the balance: of the investor's row (the fee percent) or of other
   * rows (a plan's terms, no active holding); checked under the lock.
   */
  conditions?: SqlCondition[];
  following?: FollowingPosting[];
  /** Rows written with the posting: CTEs gated on `moved` (or on a following posting's). */
  writes: GatedWrite[];
  /** The 201 answer; its balanceCents is replaced by the investor's balance after the statement. */
  body: { balanceCents: number };
  /** The rule's answer when a unique index refuses one of the writes (one active investment per plan). */
  refusalOf?: (error: unknown) => AppError | undefined;
}

/** A reading that lost a race is read again and planned again, a few times at most. */
const ATTEMPTS = 3;

/**
 * Without a posting, `moved` is the investor's row as it is, while the plan's conditions hold:
 * the gate every write follows.
 */
function writeUnmovedBalance(statement: FlatStatement, userId: string, conditions: SqlCondition[]): void {
  const usersTable = quoted(getTableName(users));
  statement
    .text(`moved as (select ${quoted(users.id.name)}, ${quoted(users.balanceCents.name)} from ${usersTable} where ${quoted(users.id.name)} = `)
    .value(userId, users.id);
  for (const condition of conditions) condition(statement.text(' and '));
  statement.text(')');
}

/**
 * The plan as one statement: the investor's balance after, or undefined when it wrote nothing
 * (the balance or a condition no longer held under the lock). A unique index refusing a write
 * (the Idempotency-Key's included) throws, and everything the statement wrote is undone.
 */
export async function runMoneyStatement(db: Queryable, userId: string, planned: PlannedMoneyWrite, claim?: IdempotencyClaim): Promise<number | undefined> {
  const statement = new FlatStatement().text('with ');
  const { conditions = [] } = planned;
  if (planned.posting) writePostingCtes(statement, planned.posting, { conditions });
  else writeUnmovedBalance(statement, userId, conditions);
  for (const { name, posting } of planned.following ?? []) {
    writePostingCtes(statement.text(', '), posting, { prefix: `${name}_`, after: 'moved' });
  }
  const answer = claim
    ? insertAfterGate('answer', idempotencyKeys, {
        userId,
        ...claim,
        statusCode: 201,
        responseBody: new SqlText(`jsonb_set(answer_body.body, '{balanceCents}', to_jsonb(moved.balance_cents))`),
      }, 'moved, answer_body')
    : undefined;
  // The answer is stored with the balance after, known only inside the statement.
  if (answer) statement.text(', answer_body as (select ').value(JSON.stringify(planned.body)).text('::jsonb as body)');
  for (const write of [...planned.writes, ...(answer ? [answer] : [])]) write(statement.text(', '));
  statement.text(' select moved.balance_cents from moved');
  const [moved] = await selectRows<{ balance_cents: number | string }>(db, statement.toSql());
  return moved ? Number(moved.balance_cents) : undefined;
}

/**
 * An investor's money POST as ONE statement with no explicit transaction: the lock, the rule on
 * the balance, the entries, the business rows, the mail, the notifications and the
 * Idempotency-Key's answer commit together or not at all, in one trip to the database.
 * `plan` applies the rules to a reading of the investor's row (the session's, then a fresh one if
 * the statement found the row changed; `attempt` counts them from 0) and throws the rule's 4xx; the
 * statement re-checks the balance and the conditions under the lock. A used key replays its first
 * answer, even when the rules would refuse the request now (the balance it spent is gone); another
 * body under it gets 409.
 */
export async function runMoneyStatementRequest(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  plan: (investor: User, attempt: number) => PlannedMoneyWrite | Promise<PlannedMoneyWrite>,
): Promise<FastifyReply> {
  let investor: User = currentUser(request);
  const claim = idempotencyClaimOf(request);
  const replay = async () => {
    const answer = claim ? await storedAnswer(ctx.db, investor.id, claim) : undefined;
    return answer && sendReplay(reply, answer);
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let planned: PlannedMoneyWrite;
    try {
      planned = await plan(investor, attempt);
    } catch (refusal) {
      const replayed = await replay();
      if (replayed) return replayed;
      throw refusal;
    }
    try {
      const balanceCents = await runMoneyStatement(ctx.db, investor.id, planned, claim);
      if (balanceCents !== undefined) return reply.code(201).send({ ...planned.body, balanceCents });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const replayed = await replay();
      if (replayed) return replayed;
      throw planned.refusalOf?.(error) ?? error;
    }
    const replayed = await replay();
    if (replayed) return replayed;
    const [fresh] = await ctx.db.select().from(users).where(eq(users.id, investor.id));
    if (!fresh) throw notFound('User data not found.');
    investor = fresh;
  }
  throw conflict('BALANCE_CHANGED', 'Your balance changed while this request ran. Please try again.');
}
