import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { runDecision } from '../money/decision';
import { WITHDRAWAL_STATUSES } from '../db/schema';
import { adminWithdrawalDto, approveWithdrawalBody, idParams, pageOf, queueQuery, rejectBody } from '../../shared/schemas/admin';
import { approvalHeldResponse, withdrawalQueueItemDto } from '../../shared/schemas/four-eyes';
import { approveWithdrawal } from './approve';
import { listWithdrawals } from './queue';
import { gateWithdrawalApproval } from './second-approval';
import { rejectWithdrawal } from './reject';
import { currentUser } from '../auth/plugin';
import { sendPayout } from '../payments/send-payout';
import { idempotencyClaimOf, sendReplay } from '../http/idempotency';

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
        response: { 200: pageOf(withdrawalQueueItemDto) },
      },
    },
    async (request) => listWithdrawals(ctx.db, request.query, ctx.config.fourEyesCents),
  );

  app.post(
    '/withdrawals/:id/approve',
    {
      schema: {
        operationId: 'adminApproveWithdrawal',
        summary:
          'Record a withdrawal as paid out, optionally with its transaction hash; a large one waits for a second operator (202); without a hash, a coin whose payment processor sends payouts is sent by it (status sending)',
        tags: ['admin-withdrawals'],
        params: idParams,
        body: approveWithdrawalBody.nullish(),
        response: { 200: decisionResponse, 202: approvalHeldResponse },
      },
      config: { openapi: { idempotent: true, refusals: [503] } },
    },
    async (request, reply) => {
      const gate = await gateWithdrawalApproval(ctx, request, reply);
      if (gate.answered) return gate.answered;
      if (!request.body?.txHash) {
        const claim = idempotencyClaimOf(request);
        const sending = await sendPayout(ctx, request.params.id, currentUser(request).id, { approval: gate.approval, claim });
        if (sending) return 'replayed' in sending ? sendReplay(reply, sending.replayed) : sending;
      }
      return runDecision(ctx, request, reply, (db, decision) => approveWithdrawal(db, request.params.id, request.body?.txHash, decision, gate.withDecision));
    },
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
