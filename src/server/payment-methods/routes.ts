import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireUser } from '../auth/plugin';
import { paymentMethodsResponse } from '../../shared/schemas/payment-methods';
import { listOfferedPaymentMethods } from './list';
import { configuredProcessors } from '../payments/processors';
import { methodCoin } from '../../shared/method-coin';

export const paymentMethodRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/payment-methods',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listPaymentMethods',
        summary: 'Where a deposit can be paid: each wallet address and its QR payment URI',
        tags: ['payment-methods'],
        response: { 200: paymentMethodsResponse },
      },
    },
    async () => {
      const processors = configuredProcessors(ctx.config);
      return { paymentMethods: await listOfferedPaymentMethods(ctx.db, (method) => Boolean(processors.forCoin(methodCoin(method)))) };
    },
  );
};
