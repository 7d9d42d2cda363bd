import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/plugin';
import { adminPlanDto, planCreateBody, planParams, planPatchBody } from '../../../shared/schemas/admin';
import { createPlan, listAllPlans, updatePlan } from './service';

export const adminPlanRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/plans', { schema: { response: { 200: z.array(adminPlanDto) } } }, async () => listAllPlans(ctx.db));

  app.post(
    '/plans',
    { schema: { body: planCreateBody, response: { 201: adminPlanDto } } },
    async (request, reply) => {
      const plan = await ctx.db.transaction((tx) => createPlan(tx, request.body, currentUser(request).id));
      return reply.code(201).send(plan);
    },
  );

  app.patch(
    '/plans/:id',
    { schema: { params: planParams, body: planPatchBody, response: { 200: adminPlanDto } } },
    async (request) => ctx.db.transaction((tx) => updatePlan(tx, request.params.id, request.body, currentUser(request).id)),
  );
};
