import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { ownPageRoute } from '../auth/own-page-route';
import { otherTransactionDto } from '../../shared/schemas/transactions';
import { listOtherTransactions } from './list';

export const transactionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  ownPageRoute(app, ctx.db, {
    path: '/api/transactions/others',
    operationId: 'listOtherTransactions',
    summary: 'ROI, bonuses, subscriptions, refunds and adjustments, newest first',
    tag: 'transactions',
    item: otherTransactionDto,
    list: listOtherTransactions,
  });
};
