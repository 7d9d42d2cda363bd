import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { runDecision } from '../money/decision';
import { MT4_STATUSES } from '../db/schema';
import { adminMt4Dto, idParams, pageOf, queueQuery, rejectBody } from '../../shared/schemas/admin';
import { approveMt4Subscription } from './approve';
import { listMt4Subscriptions } from './queue';
import { rejectMt4Subscription } from './reject';

const decisionResponse = z.object({ subscription: adminMt4Dto }).meta({ id: 'Mt4SubscriptionDecision' });

export const adminMt4Routes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/mt4-subscriptions',
    {
      schema: {
        operationId: 'adminListMt4Subscriptions',
        summary: 'The MT4 subscription queue: pending requests unless another status is asked for',
        tags: ['admin-mt4-subscriptions'],
        querystring: queueQuery(MT4_STATUSES),
        response: { 200: pageOf(adminMt4Dto) },
      },
    },
    async (request) => listMt4Subscriptions(ctx.db, request.query),
  );

  app.post(
    '/mt4-subscriptions/:id/approve',
    {
      schema: {
        operationId: 'adminApproveMt4Subscription',
        summary: 'Approve an MT4 subscription, starting its term',
        tags: ['admin-mt4-subscriptions'],
        params: idParams,
        response: { 200: decisionResponse },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => runDecision(ctx, request, reply, (db, decision) => approveMt4Subscription(db, request.params.id, decision)),
  );

  app.post(
    '/mt4-subscriptions/:id/reject',
    {
      schema: {
        operationId: 'adminRejectMt4Subscription',
        summary: 'Reject an MT4 subscription, refunding the investor',
        tags: ['admin-mt4-subscriptions'],
        params: idParams,
        body: rejectBody,
        response: { 200: decisionResponse },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => runDecision(ctx, request, reply, (db, decision) => rejectMt4Subscription(db, request.params.id, request.body.reason, decision)),
  );
};
