import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/plugin';
import { idParams } from '../../../shared/schemas/admin';
import { operatorDto, operatorPatchBody, operatorsResponse } from '../../../shared/schemas/operators';
import { listOperators } from './list';
import { changeOperator } from './change';

export const adminOperatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/operators',
    {
      schema: {
        operationId: 'adminListOperators',
        summary: 'The operator team: roles and who is disabled',
        tags: ['admin-operators'],
        response: { 200: operatorsResponse },
      },
    },
    async () => ({ items: await listOperators(ctx.db) }),
  );

  app.patch(
    '/operators/:id',
    {
      schema: {
        operationId: 'adminChangeOperator',
        summary: "Change an operator's role, or disable them (their sessions end at once)",
        tags: ['admin-operators'],
        params: idParams,
        body: operatorPatchBody,
        response: { 200: operatorDto },
      },
    },
    async (request) => ctx.db.transaction((tx) => changeOperator(tx, request.params.id, request.body, currentUser(request).id, ctx.clock.now())),
  );
};
