import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/plugin';
import { adminPaymentMethodDto, paymentMethodBody, paymentMethodParams, paymentProcessorStatusDto } from '../../../shared/schemas/admin';
import { configuredProcessors } from '../../payments/processors';
import { processorStatus } from '../../payments/processor-status';
import { listAllPaymentMethods } from './list';
import { putPaymentMethod } from './put';

export const adminPaymentMethodRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/payment-methods',
    {
      schema: {
        operationId: 'adminListPaymentMethods',
        summary: 'Every payment method, inactive ones included',
        tags: ['admin-payment-methods'],
        response: { 200: z.array(adminPaymentMethodDto) },
      },
    },
    async () => listAllPaymentMethods(ctx.db),
  );

  app.get(
    '/payment-processors',
    {
      schema: {
        operationId: 'adminListPaymentProcessors',
        summary: 'Per coin, the payment processor that takes its deposits, if any, and its last webhook',
        tags: ['admin-payment-methods'],
        response: { 200: z.array(paymentProcessorStatusDto) },
      },
    },
    async () => processorStatus(ctx.db, configuredProcessors(ctx.config)),
  );

  app.put(
    '/payment-methods/:name',
    {
      schema: {
        operationId: 'adminPutPaymentMethod',
        summary: "Set a payment method's receiving wallet, QR scheme and whether it is offered",
        tags: ['admin-payment-methods'],
        params: paymentMethodParams,
        body: paymentMethodBody,
        response: { 200: adminPaymentMethodDto },
      },
    },
    async (request) => ctx.db.transaction((tx) => putPaymentMethod(tx, request.params.name, request.body, currentUser(request).id)),
  );
};
