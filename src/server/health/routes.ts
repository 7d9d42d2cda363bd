import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } } },
    async () => ({ status: 'ok' as const, database: ctx.dbKind }),
  );
};
