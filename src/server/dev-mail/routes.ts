import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireAdmin, requireUser } from '../auth/plugin';
import { pageQuery } from '../../shared/schemas/pagination';
import { devMailAccess } from './access';
import { listOutbox } from './list-outbox';

const outboxMailDto = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** The development mail page: what the app would have sent, newest first. */
export const devMailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const access = devMailAccess(ctx.config, process.env.NODE_ENV);
  if (access === 'closed') return;
  app.get(
    '/api/dev/mail',
    {
      // A development page, not part of the API: left out of the API reference.
      schema: { hide: true, querystring: pageQuery, response: { 200: z.object({ items: z.array(outboxMailDto), nextCursor: z.string().nullable() }) } },
      preHandler: access === 'admins' ? requireAdmin : requireUser,
    },
    async (request) => listOutbox(ctx.db, request.query),
  );
};
