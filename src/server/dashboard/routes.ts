import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { dashboardSummary } from '../../shared/schemas/dashboard';
import { dashboardSummaryOf } from './summary';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/me/dashboard',
    {
      schema: {
        operationId: 'getDashboardSummary',
        summary: "The investor's money at a glance: invested amount, active plans with progress and profit, the daily balance and profit, first steps",
        tags: ['transactions'],
        response: { 200: dashboardSummary },
      },
      onRequest: requireUser,
    },
    async (request) => dashboardSummaryOf(ctx.db, currentUser(request)),
  );
};
