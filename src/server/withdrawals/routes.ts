import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { requireVerifiedEmail } from '../auth/email-verification/require-verified';
import { runMoneyStatementRequest } from '../transactions/money-statement';
import { pageOf, pageQuery } from '../../shared/schemas/amount';
import { createWithdrawalRequest, createWithdrawalResponse, withdrawalDto } from '../../shared/schemas/withdrawals';
import { listWithdrawals, planWithdrawal } from './service';

export const withdrawalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/withdrawals',
    {
      onRequest: requireUser,
      preHandler: requireVerifiedEmail,
      schema: {
        operationId: 'createWithdrawal',
        summary: 'Request a withdrawal to a crypto address',
        tags: ['withdrawals'],
        body: createWithdrawalRequest,
        response: { 201: createWithdrawalResponse },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) =>
      runMoneyStatementRequest(ctx, request, reply, (investor) => planWithdrawal(investor, request.body, ctx.clock.now())),
  );

  app.get(
    '/api/withdrawals',
    {
      onRequest: requireUser,
      schema: { operationId: 'listWithdrawals', summary: "The user's withdrawals, newest first", tags: ['withdrawals'], querystring: pageQuery, response: { 200: pageOf(withdrawalDto) } },
    },
    async (request) => listWithdrawals(ctx.db, currentUser(request).id, request.query),
  );
};
