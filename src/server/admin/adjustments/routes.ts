import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { runDecision } from '../../money/decision';
import { ADJUSTMENT_STATUSES } from '../../db/schema';
import { idParams, queueQuery, rejectBody } from '../../../shared/schemas/admin';
import { adjustmentAnswer, adjustmentDto } from '../../../shared/schemas/four-eyes';
import { pageOf } from '../../../shared/schemas/pagination';
import { approveAdjustment } from './approve';
import { listAdjustments } from './queue';
import { rejectAdjustment } from './reject';

/** Proposed balance adjustments: each waits for a second operator's approval, or anyone's rejection. */
export const adminAdjustmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/adjustments',
    {
      schema: {
        operationId: 'adminListAdjustments',
        summary: 'Proposed balance adjustments: pending ones unless another status is asked for',
        tags: ['admin-users'],
        querystring: queueQuery(ADJUSTMENT_STATUSES),
        response: { 200: pageOf(adjustmentDto) },
      },
    },
    async (request) => listAdjustments(ctx.db, request.query),
  );

  app.post(
    '/adjustments/:id/approve',
    {
      schema: {
        operationId: 'adminApproveAdjustment',
        summary: "Approve another operator's proposed adjustment, posting it on the balance",
        tags: ['admin-users'],
        params: idParams,
        response: { 200: adjustmentAnswer },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => runDecision(ctx, request, reply, (db, decision) => approveAdjustment(db, request.params.id, decision)),
  );

  app.post(
    '/adjustments/:id/reject',
    {
      schema: {
        operationId: 'adminRejectAdjustment',
        summary: 'Reject a proposed adjustment; nothing is posted',
        tags: ['admin-users'],
        params: idParams,
        body: rejectBody,
        response: { 200: adjustmentAnswer },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => runDecision(ctx, request, reply, (db, decision) => rejectAdjustment(db, request.params.id, request.body.reason, decision)),
  );
};
