import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { resolveSecretKey } from '../config';
import { requireUser } from '../auth/plugin';
import { ownPageRoute } from '../auth/own-page-route';
import { investorReading, runMoneyRequest } from '../money/run';
import { createMt4SubscriptionRequest, createMt4SubscriptionResponse, mt4SubscriptionDto } from '../../shared/schemas/mt4';
import { listMt4Subscriptions } from './list';
import { planMt4Subscription } from './subscribe';

export const mt4Routes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Resolved on first use, so an app that never takes a subscription never creates a key file.
  let secretKey: string | undefined;
  const key = () => (secretKey ??= resolveSecretKey(ctx.config));

  app.post(
    '/api/mt4-subscriptions',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'createMt4Subscription',
        summary: 'Subscribe an MT4 account to management, paid from the balance',
        tags: ['mt4-subscriptions'],
        body: createMt4SubscriptionRequest,
        response: { 201: createMt4SubscriptionResponse },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => {
      const reading = investorReading(ctx, request);
      return runMoneyRequest(ctx, request, reply, 201, async (attempt) => planMt4Subscription(await reading(attempt), request.body, key(), ctx.clock.now()));
    },
  );

  ownPageRoute(app, ctx.db, {
    path: '/api/mt4-subscriptions',
    operationId: 'listMt4Subscriptions',
    summary: "The user's MT4 subscriptions, newest first",
    tag: 'mt4-subscriptions',
    item: mt4SubscriptionDto,
    list: listMt4Subscriptions,
  });
};
