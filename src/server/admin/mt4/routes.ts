import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { runDecision } from '../decision-route';
import { MT4_STATUSES } from '../../db/schema';
import { adminMt4Dto, idParams, pageOf, queueQuery, rejectBody } from '../../../shared/schemas/admin';
import { approveMt4Subscription, listMt4Subscriptions, rejectMt4Subscription } from './service';

const decisionResponse = z.object({ subscription: adminMt4Dto });

export const adminMt4Routes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/mt4-subscriptions',
    { schema: { querystring: queueQuery(MT4_STATUSES), response: { 200: pageOf(adminMt4Dto) } } },
    async (request) => listMt4Subscriptions(ctx.db, request.query),
  );

  app.post(
    '/mt4-subscriptions/:id/approve',
    { schema: { params: idParams, response: { 200: decisionResponse } } },
    async (request, reply) => runDecision(ctx, request, reply, (tx, decision) => approveMt4Subscription(tx, request.params.id, decision)),
  );

  app.post(
    '/mt4-subscriptions/:id/reject',
    { schema: { params: idParams, body: rejectBody, response: { 200: decisionResponse } } },
    async (request, reply) => runDecision(ctx, request, reply, (tx, decision) => rejectMt4Subscription(tx, request.params.id, request.body.reason, decision)),
  );
};
