import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { investorReading, runMoneyRequest } from '../money/run';
import { pageOf, pageQuery } from '../../shared/schemas/amount';
import { createInvestmentRequest, createInvestmentResponse, investmentDto } from '../../shared/schemas/investments';
import { listInvestments } from './list';
import { planInvestment } from './invest';
import { configuredMarket } from '../market/configured';

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
      config: { openapi: { idempotent: true, refusals: [404] } },
    },
    async (request, reply) => {
      const reading = investorReading(ctx, request);
      return runMoneyRequest(ctx, request, reply, 201, async (attempt) =>
        planInvestment(ctx.db, await reading(attempt), request.body, ctx.clock.now(), attempt === 0 ? 'last read' : 'fresh', configuredMarket(ctx.config)),
      );
    },
  );

  app.get(
    '/api/investments',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listInvestments',
        summary: "The user's investments, newest first",
        tags: ['investments'],
        querystring: pageQuery,
        response: { 200: pageOf(investmentDto) },
      },
    },
    async (request) => listInvestments(ctx.db, currentUser(request).id, request.query),
  );
};
