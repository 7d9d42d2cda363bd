import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../errors';
import { currentUser } from '../auth/plugin';
import { messages } from '../../shared/messages';
import { auditAfter, tellAfter, type Investor, type News } from './effects';
import type { MoneyOperationName } from './operations';
import { runMoneyRequest, type MoneyOperation } from './run';
import { MoneyStatement, type Step, type StepValues } from './statement';
import { name, qualified, sql, statusWord } from './trusted-sql';

/** Who decides a queued request, and when (the app clock, so tests can move time). */
export interface Decision {
  adminId: string;
  now: Date;
}

/**
 * A decision no operator makes: a payment processor reported the deposit's invoice settled or
 * expired. It has no user row, so the audit log names it in the record (`decidedByProcessor`).
 */
export interface ProcessorDecision {
  adminId: null;
  processor: string;
  now: Date;
}

type QueueTable = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn };

/**
 * The queued request, locked, while it is still pending and not the operator's own: the first
 * step of a decision. A racing second decision waits on the lock, then finds the request decided
 * and returns nothing, so nothing after it is written.
 */
function lockPending(statement: MoneyStatement, table: QueueTable, id: string, adminId: string | null, awaited: string): Step {
  return statement.step('pending', (s) => {
    s.text(sql`select ${qualified(table, table.id)}, ${qualified(table, table.userId)} from ${name(table)} where ${qualified(table, table.id)} = `).value(
      id,
      table.id,
    );
    s.text(sql` and ${qualified(table, table.status)} = ${statusWord(awaited)}`);
    if (adminId) s.text(sql` and ${qualified(table, table.userId)} <> `).value(adminId, table.userId);
    s.text(sql` for update of ${name(table)}`);
  });
}

/**
 * The decision written, after `gate`: the pending request, or the last money step made for it (a
 * refund, a deposit credited), so the request is decided only when its money moved.
 */
function decide<T extends QueueTable>(statement: MoneyStatement, table: T, id: string, changes: StepValues<T>, gate: Step): Step {
  return statement.step('decided', (s) => {
    s.text(sql`update ${name(table)} set `);
    const columns = table as unknown as Record<string, PgColumn>;
    for (const [index, [key, value]] of Object.entries(changes).entries())
      s.text(index > 0 ? sql`, ${name(columns[key]!)} = ` : sql`${name(columns[key]!)} = `).value(value, columns[key]);
    s.text(sql` from ${gate.name} where ${qualified(table, table.id)} = `).value(id, table.id);
    s.text(sql` returning ${qualified(table, table.userId)}`);
  });
}

/** An operator's decision as a money request, replayable with an Idempotency-Key; `plan` reads the request as it is now. */
export function runDecision(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  plan: (db: Queryable, decision: Decision) => Promise<MoneyOperation>,
): Promise<FastifyReply> {
  const adminId = currentUser(request).id;
  return runMoneyRequest(ctx, request, reply, 200, () => plan(ctx.db, { adminId, now: ctx.clock.now() }));
}

/** What a decision reads of the investor it tells: who they are, how they want to hear, who referred them. */
export const decidedInvestorColumns = {
  id: users.id,
  email: users.email,
  fullname: users.fullname,
  emailPreferences: users.emailPreferences,
  language: users.language,
  referredUserId: users.referredUserId,
};

/** The investor a decision tells, as their row reads now. */
export async function readInvestor(db: Queryable, userId: string): Promise<Investor & { referredUserId: string }> {
  const [investor] = await db.select(decidedInvestorColumns).from(users).where(eq(users.id, userId));
  if (!investor) throw notFound(messages.userNotFound);
  return investor;
}

/** A pending request as its queue read it, with whose it is. */
interface PendingRequest {
  id: string;
  userId: string;
  email: string;
  fullname: string;
}

type DecidedInvestor = Awaited<ReturnType<typeof readInvestor>>;

export interface RequestDecision<T extends QueueTable, Row extends PendingRequest, Changes extends StepValues<T>> {
  operation: MoneyOperationName;
  table: T;
  request: Row;
  /** The investor, when the plan read them beside its other readings; read here otherwise. */
  investor?: DecidedInvestor;
  /** The status the request is decided from: `pending`, unless a processor completes what it was sending. */
  awaited?: string;
  /** The request's fields as decided: its status, who decided and when, a reason. */
  changes: Changes;
  /** The audit log's action (`withdrawal.approve`) and the kind of record it names. */
  action: string;
  entityType: string;
  /** Money moved after the request is locked and before it is decided (a refund, a deposit credited): returns the step the decision follows. */
  moneyAfter?: (statement: MoneyStatement, pending: Step, investor: DecidedInvestor) => Step | Promise<Step>;
  /** Other rows that change with the decision (the unpaid investment a rejected deposit cancels). */
  withDecision?: (statement: MoneyStatement, decided: Step) => void;
  /** What the investor is told, when they are told at all (a rejected proposal was never news to them); it names the request as the audit log does. */
  news?: Omit<News, 'refType' | 'refId'>;
  /** What the audit log records beside the request's fields (what was refunded, the investment). */
  audited?: object;
  answer: (decided: Row & Changes) => object;
}

/**
 * An operator's decision on a pending request, as one statement: the request locked while pending
 * and not the operator's own, its money moved (when any moves), the request decided only after
 * that, the investor told (when they are) and the action logged, all when the decision happened and none when not.
 */
export async function decideRequest<T extends QueueTable, Row extends PendingRequest, Changes extends StepValues<T>>(
  db: Queryable,
  decision: RequestDecision<T, Row, Changes>,
  adminId: string | null,
): Promise<MoneyOperation> {
  const { table, request, changes } = decision;
  const investor = decision.investor ?? (await readInvestor(db, request.userId));
  const statement = new MoneyStatement();
  const pending = lockPending(statement, table, request.id, adminId, decision.awaited ?? 'pending');
  const gate = decision.moneyAfter ? await decision.moneyAfter(statement, pending, investor) : pending;
  const decided = decide(statement, table, request.id, changes, gate);
  decision.withDecision?.(statement, decided);
  if (decision.news) tellAfter(statement, decided, investor, { ...decision.news, refType: decision.entityType, refId: request.id });
  const { email: _email, fullname: _fullname, ...row } = request;
  auditAfter(statement, decided, {
    actorId: adminId,
    action: decision.action,
    entityType: decision.entityType,
    entityId: request.id,
    before: request,
    after: { ...row, ...changes, ...decision.audited },
  });
  return { name: decision.operation, statement, done: decided, outcome: decision.answer({ ...request, ...changes }) };
}
