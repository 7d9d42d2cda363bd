import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { plansResponse } from '../../shared/schemas/plans';
import { listActivePlans } from './list';

/** Public: the plans page and the marketing plans page show the same catalogue. */
export const planRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/plans',
    {
      schema: { operationId: 'listPlans', summary: 'The investment plans on offer', tags: ['plans'], response: { 200: plansResponse } },
      config: { openapi: { access: 'public' } },
    },
    async () => ({ plans: await listActivePlans(ctx.db) }),
  );
};
