import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { pageOf, pageQuery } from '../../shared/schemas/amount';
import { otherTransactionDto } from '../../shared/schemas/transactions';
import { listOtherTransactions } from './list';

export const transactionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/transactions/others',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listOtherTransactions',
        summary: 'ROI, bonuses, subscriptions, refunds and adjustments, newest first',
        tags: ['transactions'],
        querystring: pageQuery,
        response: { 200: pageOf(otherTransactionDto) },
      },
    },
    async (request) => listOtherTransactions(ctx.db, currentUser(request).id, request.query),
  );
};
