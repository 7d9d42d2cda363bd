import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireUser } from '../auth/plugin';
import { ownPageRoute } from '../auth/own-page-route';
import { investorReading, runMoneyRequest } from '../money/run';
import { createInvestmentRequest, createInvestmentResponse, investmentDto } from '../../shared/schemas/investments';
import { listInvestments } from './list';
import { planInvestment } from './invest';
import { configuredMarket } from '../market/configured';
import { configuredProcessors } from '../payments/processors';
import { depositInvoicing } from '../payments/deposit-invoice';

export const investmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/investments',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'createInvestment',
        summary: 'Buy a plan, from the balance or by a deposit request',
        tags: ['investments'],
        body: createInvestmentRequest,
        response: { 201: createInvestmentResponse },
      },
      config: { openapi: { idempotent: true, refusals: [404, 503] } },
    },
    async (request, reply) => {
      const reading = investorReading(ctx, request);
      const invoicing = depositInvoicing(configuredProcessors(ctx.config));
      return runMoneyRequest(ctx, request, reply, 201, async (attempt) =>
        planInvestment(
          ctx.db,
          await reading(attempt),
          request.body,
          ctx.clock.now(),
          attempt === 0 ? 'last read' : 'fresh',
          configuredMarket(ctx.config),
          invoicing,
        ),
      );
    },
  );

  ownPageRoute(app, ctx.db, {
    path: '/api/investments',
    operationId: 'listInvestments',
    summary: "The user's investments, newest first",
    tag: 'investments',
    item: investmentDto,
    list: listInvestments,
  });
};
