import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { pageOf, pageQuery } from '../../shared/schemas/amount';
import { depositDto } from '../../shared/schemas/deposits';
import { listDeposits } from './service';

export const depositRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/deposits',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listDeposits',
        summary: "The user's deposit requests, newest first",
        tags: ['deposits'],
        querystring: pageQuery,
        response: { 200: pageOf(depositDto) },
      },
    },
    async (request) => listDeposits(ctx.db, currentUser(request).id, request.query),
  );
};
