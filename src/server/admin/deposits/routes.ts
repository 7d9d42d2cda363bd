import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { runDecision } from '../decision-route';
import { DEPOSIT_STATUSES } from '../../db/schema';
import { adminDepositDto, depositDecisionResponse, idParams, pageOf, queueQuery, rejectBody } from '../../../shared/schemas/admin';
import { listDeposits, rejectDeposit } from './service';
import { approveDeposit } from './approve';

export const adminDepositRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/deposits',
    { schema: { querystring: queueQuery(DEPOSIT_STATUSES), response: { 200: pageOf(adminDepositDto) } } },
    async (request) => listDeposits(ctx.db, request.query),
  );

  app.post(
    '/deposits/:id/approve',
    { schema: { params: idParams, response: { 200: depositDecisionResponse } } },
    async (request, reply) => runDecision(ctx, request, reply, (tx, decision) => approveDeposit(tx, request.params.id, decision)),
  );

  app.post(
    '/deposits/:id/reject',
    { schema: { params: idParams, body: rejectBody, response: { 200: depositDecisionResponse } } },
    async (request, reply) => runDecision(ctx, request, reply, (tx, decision) => rejectDeposit(tx, request.params.id, request.body.reason, decision)),
  );
};
