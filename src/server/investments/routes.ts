import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { runMoneyStatementRequest } from '../transactions/money-statement';
import { pageOf, pageQuery } from '../../shared/schemas/amount';
import { createInvestmentRequest, createInvestmentResponse, investmentDto } from '../../shared/schemas/investments';
import { listInvestments, planInvestment } from './service';

export const investmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/investments',
    { onRequest: requireUser, schema: { body: createInvestmentRequest, response: { 201: createInvestmentResponse } } },
    async (request, reply) =>
      runMoneyStatementRequest(ctx, request, reply, (investor, attempt) =>
        planInvestment(ctx.db, investor, request.body, ctx.clock.now(), attempt === 0 ? 'last read' : 'fresh'),
      ),
  );

  app.get(
    '/api/investments',
    { onRequest: requireUser, schema: { querystring: pageQuery, response: { 200: pageOf(investmentDto) } } },
    async (request) => listInvestments(ctx.db, currentUser(request).id, request.query),
  );
};
