import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/plugin';
import { adminPlanDto, planCreateBody, planParams, planPatchBody } from '../../../shared/schemas/admin';
import { createPlan } from './create';
import { listAllPlans } from './list';
import { updatePlan } from './update';

export const adminPlanRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/plans',
    {
      schema: { operationId: 'adminListPlans', summary: 'Every plan, retired ones included', tags: ['admin-plans'], response: { 200: z.array(adminPlanDto) } },
    },
    async () => listAllPlans(ctx.db),
  );

  app.post(
    '/plans',
    {
      schema: { operationId: 'adminCreatePlan', summary: 'Add a plan', tags: ['admin-plans'], body: planCreateBody, response: { 201: adminPlanDto } },
      config: { openapi: { refusals: [409] } },
    },
    async (request, reply) => {
      const plan = await ctx.db.transaction((tx) => createPlan(tx, request.body, currentUser(request).id));
      return reply.code(201).send(plan);
    },
  );

  app.patch(
    '/plans/:id',
    {
      schema: {
        operationId: 'adminUpdatePlan',
        summary: 'Change or retire a plan (bought investments keep their terms)',
        tags: ['admin-plans'],
        params: planParams,
        body: planPatchBody,
        response: { 200: adminPlanDto },
      },
      config: { openapi: { refusals: [409] } },
    },
    async (request) => ctx.db.transaction((tx) => updatePlan(tx, request.params.id, request.body, currentUser(request).id)),
  );
};
