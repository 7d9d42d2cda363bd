import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { runDecision } from '../money/decision';
import { DEPOSIT_STATUSES } from '../db/schema';
import { adminDepositDto, depositDecisionResponse, idParams, pageOf, queueQuery, rejectBody } from '../../shared/schemas/admin';
import { listDeposits } from './queue';
import { rejectDeposit } from './reject';
import { approveDeposit } from './approve';

export const adminDepositRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/deposits',
    {
      schema: {
        operationId: 'adminListDeposits',
        summary: 'The deposit queue: pending requests unless another status is asked for',
        tags: ['admin-deposits'],
        querystring: queueQuery(DEPOSIT_STATUSES),
        response: { 200: pageOf(adminDepositDto) },
      },
    },
    async (request) => listDeposits(ctx.db, request.query),
  );

  app.post(
    '/deposits/:id/approve',
    {
      schema: {
        operationId: 'adminApproveDeposit',
        summary: 'Approve a deposit: credit the balance, and fund the investment it pays for',
        tags: ['admin-deposits'],
        params: idParams,
        response: { 200: depositDecisionResponse },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => runDecision(ctx, request, reply, (db, decision) => approveDeposit(db, request.params.id, decision)),
  );

  app.post(
    '/deposits/:id/reject',
    {
      schema: {
        operationId: 'adminRejectDeposit',
        summary: 'Reject a deposit, with a reason',
        tags: ['admin-deposits'],
        params: idParams,
        body: rejectBody,
        response: { 200: depositDecisionResponse },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => runDecision(ctx, request, reply, (db, decision) => rejectDeposit(db, request.params.id, request.body.reason, decision)),
  );
};
