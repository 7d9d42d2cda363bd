import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { runDecision } from '../money/decision';
import { KYC_STATUSES } from '../db/schema';
import { adminKycDto, idParams, queueQuery, rejectBody } from '../../shared/schemas/admin';
import { pageOf } from '../../shared/schemas/pagination';
import { approveKyc, rejectKyc } from './review';
import { listKyc } from './queue';

const decisionResponse = z.object({ kyc: adminKycDto }).meta({ id: 'KycDecision' });

export const adminKycRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/kyc',
    {
      schema: {
        operationId: 'adminListKyc',
        summary: 'The KYC queue: pending submissions unless another status is asked for',
        tags: ['admin-kyc'],
        querystring: queueQuery(KYC_STATUSES),
        response: { 200: pageOf(adminKycDto) },
      },
    },
    async (request) => listKyc(ctx.db, request.query),
  );

  app.post(
    '/kyc/:id/approve',
    {
      schema: {
        operationId: 'adminApproveKyc',
        summary: 'Approve a KYC submission',
        tags: ['admin-kyc'],
        params: idParams,
        response: { 200: decisionResponse },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => runDecision(ctx, request, reply, (db, decision) => approveKyc(db, request.params.id, decision)),
  );

  app.post(
    '/kyc/:id/reject',
    {
      schema: {
        operationId: 'adminRejectKyc',
        summary: 'Reject a KYC submission, with a reason',
        tags: ['admin-kyc'],
        params: idParams,
        body: rejectBody,
        response: { 200: decisionResponse },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => runDecision(ctx, request, reply, (db, decision) => rejectKyc(db, request.params.id, request.body.reason, decision)),
  );
};
