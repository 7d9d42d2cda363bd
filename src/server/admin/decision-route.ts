import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { currentUser } from '../auth/plugin';
import { runMoneyRequest } from '../http/idempotency';
import type { Decision } from './queue';

/** Runs an approve/reject in one transaction, replayable with an Idempotency-Key. */
export function runDecision(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  decide: (tx: Tx, decision: Decision) => Promise<unknown>,
): Promise<FastifyReply> {
  const adminId = currentUser(request).id;
  return runMoneyRequest(ctx.db, request, reply, adminId, async (tx) => ({
    statusCode: 200,
    body: await decide(tx, { adminId, now: ctx.clock.now() }),
  }));
}
