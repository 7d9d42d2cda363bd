import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { runDecision } from '../money/decision';
import { WITHDRAWAL_STATUSES } from '../db/schema';
import { adminWithdrawalDto, approveWithdrawalBody, idParams, pageOf, queueQuery, rejectBody } from '../../shared/schemas/admin';
import { approveWithdrawal } from './approve';
import { listWithdrawals } from './queue';
import { rejectWithdrawal } from './reject';
import { currentUser } from '../auth/plugin';
import { sendPayout } from '../payments/send-payout';

const decisionResponse = z.object({ withdrawal: adminWithdrawalDto }).meta({ id: 'WithdrawalDecision' });

export const adminWithdrawalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/withdrawals',
    {
      schema: {
        operationId: 'adminListWithdrawals',
        summary: 'The withdrawal queue: pending requests unless another status is asked for',
        tags: ['admin-withdrawals'],
        querystring: queueQuery(WITHDRAWAL_STATUSES),
        response: { 200: pageOf(adminWithdrawalDto) },
      },
    },
    async (request) => listWithdrawals(ctx.db, request.query),
  );

  app.post(
    '/withdrawals/:id/approve',
    {
      schema: {
        operationId: 'adminApproveWithdrawal',
        summary:
          'Record a withdrawal as paid out, optionally with its transaction hash; without one, a coin whose payment processor sends payouts is sent by it (status sending)',
        tags: ['admin-withdrawals'],
        params: idParams,
        body: approveWithdrawalBody.nullish(),
        response: { 200: decisionResponse },
      },
      config: { openapi: { idempotent: true, refusals: [503] } },
    },
    async (request, reply) =>
      (!request.body?.txHash && (await sendPayout(ctx, request.params.id, currentUser(request).id))) ||
      runDecision(ctx, request, reply, (db, decision) => approveWithdrawal(db, request.params.id, request.body?.txHash, decision)),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      schema: {
        operationId: 'adminRejectWithdrawal',
        summary: 'Reject a withdrawal, refunding the investor',
        tags: ['admin-withdrawals'],
        params: idParams,
        body: rejectBody,
        response: { 200: decisionResponse },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => runDecision(ctx, request, reply, (db, decision) => rejectWithdrawal(db, request.params.id, request.body.reason, decision)),
  );
};
