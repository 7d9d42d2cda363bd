import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { selectStatementRows } from '../db/rows';
import { idempotencyKeys, users, type User } from '../db/schema';
import { conflict, notFound, type AppError } from '../errors';
import { currentUser } from '../auth/plugin';
import { messages } from '../../shared/messages';
import { idempotencyClaimOf, sendReplay, storedAnswer, type IdempotencyClaim } from '../http/idempotency';
import type { MoneyOperationName } from './operations';
import type { Computed, MoneyStatement, Step } from './statement';
import { joined, jsonKey, sql, type TrustedSql } from './trusted-sql';

/** One money operation, planned against one reading of the rows it changes. */
export interface MoneyOperation {
  /** Which operation of the list this is; its statement's snapshot bears the name. */
  name: MoneyOperationName;
  statement: MoneyStatement;
  /** The step whose row means the operation happened: a balance moved, a request decided. */
  done: Step;
  /** What happened, as the plan knows it: the rows it writes (the withdrawal, the request as decided). */
  outcome: object;
  /** What happened that is known only inside the statement (the balance after), set over the outcome's fields. */
  computed?: Record<string, Computed>;
  /** The rule's answer when a unique index refuses one of the writes (one active investment per plan). */
  refusalOf?: (error: unknown) => AppError | undefined;
}

/** A request's answer, stored under its Idempotency-Key in the operation's own statement: whose key, its claim, the status the route answers with. */
export interface AnswerOwner {
  userId: string;
  claim: IdempotencyClaim;
  statusCode: number;
}

/** A reading that lost a race is read again and planned again, a few times at most. */
const ATTEMPTS = 3;

/**
 * Completes the operation's statement: the Idempotency-Key's answer, with the computed fields set
 * (when a key was sent), and the final select of those fields from `done`.
 */
function complete(operation: MoneyOperation, owner?: AnswerOwner): TrustedSql {
  const { statement, done } = operation;
  const computed = Object.entries(operation.computed ?? {});
  const steps = [done, ...computed.flatMap(([, value]) => (value.step && value.step !== done ? [value.step] : []))];
  const from = joined(
    [...new Set(steps)].map((step) => step.name),
    sql`, `,
  );
  const fields = computed.map(([key, value]) => sql`${jsonKey(key)}, ${value.text}`);
  const computedObject = sql`jsonb_build_object(${joined(fields, sql`, `)})`;
  if (owner) {
    const answer = statement.step('answer', (s) =>
      s.text(sql`select `).value(JSON.stringify(operation.outcome)).text(sql`::jsonb || ${computedObject} as body from ${from}`),
    );
    statement.insertAfter(answer, idempotencyKeys, {
      userId: owner.userId,
      ...owner.claim,
      statusCode: owner.statusCode,
      responseBody: answer.column(sql`body`),
    });
  }
  return sql`select ${computedObject} as computed from ${from}`;
}

/** The statement the operation runs, as text with numbered parameters: what the snapshot tests show. */
export const renderMoneyOperation = (operation: MoneyOperation, owner?: AnswerOwner) => operation.statement.render(complete(operation, owner));

/**
 * The operation as ONE statement with no explicit transaction (or inside the caller's): its steps,
 * and the Idempotency-Key's answer when there is one, commit together or not at all. Returns what
 * happened (the outcome with the computed fields set), or undefined when `done` returned no row
 * (the balance, a condition or the request's status no longer held): then nothing was written. A
 * unique index refusing a write (the key's included) throws, and everything written is undone.
 */
async function execute(db: Queryable, operation: MoneyOperation, owner?: AnswerOwner): Promise<Record<string, unknown> | undefined> {
  const select = complete(operation, owner);
  const [row] = await selectStatementRows<{ computed: Record<string, unknown> }>(db, operation.statement.render(select), () =>
    operation.statement.finish(select),
  );
  return row && { ...operation.outcome, ...row.computed };
}

/** A money operation made outside a request (a job, the seed, a CLI, a test): what happened, or undefined when nothing was written. */
export const runMoneyOperation = (db: Queryable, operation: MoneyOperation): Promise<Record<string, unknown> | undefined> => execute(db, operation);

/**
 * The first answer under the request's Idempotency-Key, sent again, or undefined when the key is
 * unused (or none was sent). A function of its own, not a closure each request would make and name.
 */
async function replay(ctx: AppContext, reply: FastifyReply, owner: AnswerOwner | undefined): Promise<FastifyReply | undefined> {
  const answer = owner ? await storedAnswer(ctx.db, owner.userId, owner.claim) : undefined;
  return answer && sendReplay(reply, answer);
}

/**
 * A money POST, answered with the route's `statusCode` and what happened: `plan` applies the rules
 * to a reading of the rows (attempt 0 may use the session's; `attempt` counts the readings) and
 * throws the rule's 4xx; the statement re-checks
 * what the plan assumed, under the locks. When it wrote nothing the rows are read and planned
 * again, so a refusal is only ever given on rows as they are now. A used Idempotency-Key replays
 * its first answer, even when the rules would refuse the request now (the balance it spent is
 * gone); another body under it gets 409.
 */
export async function runMoneyRequest(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: 200 | 201 | 202,
  plan: (attempt: number) => MoneyOperation | Promise<MoneyOperation>,
): Promise<FastifyReply> {
  const userId = currentUser(request).id;
  const claim = idempotencyClaimOf(request);
  const owner = claim && { userId, claim, statusCode };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let operation: MoneyOperation;
    try {
      operation = await plan(attempt);
    } catch (refusal) {
      const replayed = await replay(ctx, reply, owner);
      if (replayed) return replayed;
      throw refusal;
    }
    try {
      const happened = await execute(ctx.db, operation, owner);
      if (happened) return reply.code(statusCode).send(happened);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const replayed = await replay(ctx, reply, owner);
      if (replayed) return replayed;
      const refusal = operation.refusalOf?.(error);
      if (refusal) throw refusal;
      // Another write took the row first (an investment activated meanwhile): read and plan again.
      continue;
    }
    const replayed = await replay(ctx, reply, owner);
    if (replayed) return replayed;
  }
  throw conflict('BALANCE_CHANGED', 'Your balance changed while this request ran. Please try again.');
}

/** The investor's row to plan from: the session's reading first, then a fresh one after a lost race. */
export function investorReading(ctx: AppContext, request: FastifyRequest): (attempt: number) => Promise<User> {
  return async (attempt) => {
    if (attempt === 0) return currentUser(request);
    const [fresh] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.id, currentUser(request).id));
    if (!fresh) throw notFound(messages.userNotFound);
    return fresh;
  };
}
