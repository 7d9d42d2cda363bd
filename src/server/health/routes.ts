import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';

const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }).meta({ id: 'Health' });

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    {
      schema: { operationId: 'getHealth', summary: 'Check that the server and its database answer', tags: ['health'], response: { 200: healthResponse } },
      config: { openapi: { access: 'public' } },
    },
    async () => ({ status: 'ok' as const, database: ctx.dbKind }),
  );
};
