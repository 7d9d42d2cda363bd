import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { currentUser } from '../auth/plugin';
import { runMoneyRequest } from '../http/idempotency';

/**
 * An investor's money-moving POST: one transaction, replayable with an Idempotency-Key, 201 with
 * what `create` returns.
 */
export function runInvestorCreate(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  create: (tx: Tx, userId: string, now: Date) => Promise<unknown>,
): Promise<FastifyReply> {
  const userId = currentUser(request).id;
  return runMoneyRequest(ctx.db, request, reply, userId, async (tx) => ({
    statusCode: 201,
    body: await create(tx, userId, ctx.clock.now()),
  }));
}
