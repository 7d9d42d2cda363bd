import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { AppError } from '../errors';
import { messages } from '../../shared/messages';
import { messageResponse } from '../../shared/schemas/fields';
import { supportMailboxResponse, supportRequest } from '../../shared/schemas/support';
import { sendSupportMessage } from './send-message';

export const SUPPORT_LIMIT = { max: 5, windowMs: 15 * 60_000 };
export const SUPPORT_LIMIT_MESSAGE = 'You have sent several messages already. Please wait a few minutes before sending another.';

export const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Per investor, so one account cannot flood the support mailbox.
  const limit = app.createRateLimit({
    max: SUPPORT_LIMIT.max,
    timeWindow: SUPPORT_LIMIT.windowMs,
    keyGenerator: (request) => `support:${currentUser(request).id}`,
  });

  app.get(
    '/api/support',
    {
      schema: { operationId: 'getSupportMailbox', summary: 'The support e-mail address', tags: ['support'], response: { 200: supportMailboxResponse } },
      preHandler: requireUser,
    },
    async () => ({ email: ctx.config.supportEmail }),
  );

  app.post(
    '/api/support',
    {
      schema: {
        operationId: 'sendSupportMessage',
        summary: 'Send a message to support',
        tags: ['support'],
        body: supportRequest,
        response: { 201: messageResponse },
      },
      preHandler: requireUser,
      config: { openapi: { refusals: [429] } },
    },
    async (request, reply) => {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw new AppError(429, 'TOO_MANY_MESSAGES', SUPPORT_LIMIT_MESSAGE);
      await sendSupportMessage(ctx.db, currentUser(request), request.body, ctx.config.supportEmail);
      return reply.code(201).send({ message: messages.supportSucceeded });
    },
  );
};
