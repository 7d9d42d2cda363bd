import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { runDecision } from '../decision-route';
import { WITHDRAWAL_STATUSES } from '../../db/schema';
import { adminWithdrawalDto, approveWithdrawalBody, idParams, pageOf, queueQuery, rejectBody } from '../../../shared/schemas/admin';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from './service';

const decisionResponse = z.object({ withdrawal: adminWithdrawalDto });

export const adminWithdrawalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/withdrawals',
    { schema: { querystring: queueQuery(WITHDRAWAL_STATUSES), response: { 200: pageOf(adminWithdrawalDto) } } },
    async (request) => listWithdrawals(ctx.db, request.query),
  );

  app.post(
    '/withdrawals/:id/approve',
    { schema: { params: idParams, body: approveWithdrawalBody.nullish(), response: { 200: decisionResponse } } },
    async (request, reply) => runDecision(ctx, request, reply, (tx, decision) => approveWithdrawal(tx, request.params.id, request.body?.txHash, decision)),
  );

  app.post(
    '/withdrawals/:id/reject',
    { schema: { params: idParams, body: rejectBody, response: { 200: decisionResponse } } },
    async (request, reply) => runDecision(ctx, request, reply, (tx, decision) => rejectWithdrawal(tx, request.params.id, request.body.reason, decision)),
  );
};
