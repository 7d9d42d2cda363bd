import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { runDecision } from '../decision-route';
import { KYC_STATUSES } from '../../db/schema';
import { adminKycDto, idParams, pageOf, queueQuery, rejectBody } from '../../../shared/schemas/admin';
import { approveKyc, listKyc, rejectKyc } from './service';

const decisionResponse = z.object({ kyc: adminKycDto });

export const adminKycRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/kyc',
    { schema: { querystring: queueQuery(KYC_STATUSES), response: { 200: pageOf(adminKycDto) } } },
    async (request) => listKyc(ctx.db, request.query),
  );

  app.post(
    '/kyc/:id/approve',
    { schema: { params: idParams, response: { 200: decisionResponse } } },
    async (request, reply) => runDecision(ctx, request, reply, (tx, decision) => approveKyc(tx, request.params.id, decision)),
  );

  app.post(
    '/kyc/:id/reject',
    { schema: { params: idParams, body: rejectBody, response: { 200: decisionResponse } } },
    async (request, reply) => runDecision(ctx, request, reply, (tx, decision) => rejectKyc(tx, request.params.id, request.body.reason, decision)),
  );
};
