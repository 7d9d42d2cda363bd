import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { AppError } from '../errors';
import { messages } from '../../shared/messages';
import { messageResponse } from '../../shared/schemas/fields';
import { idParams } from '../../shared/schemas/admin';
import { pageOf, pageQuery } from '../../shared/schemas/pagination';
import {
  supportConversationDto,
  supportMailboxResponse,
  supportMessageDto,
  supportReplyRequest,
  supportRequest,
  supportThreadResponse,
} from '../../shared/schemas/support';
import { sendSupportMessage } from './send-message';
import { listConversations } from './list';
import { readConversation } from './read';
import { replyToConversation } from './reply';

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
      await sendSupportMessage(ctx.db, currentUser(request), request.body, ctx.config.supportEmail, ctx.clock.now());
      return reply.code(201).send({ message: messages.supportSucceeded });
    },
  );

  app.get(
    '/api/support/conversations',
    {
      schema: {
        operationId: 'listSupportConversations',
        summary: "The investor's support conversations, newest first, each with the replies not yet read",
        tags: ['support'],
        querystring: pageQuery,
        response: { 200: pageOf(supportConversationDto) },
      },
      preHandler: requireUser,
    },
    async (request) => listConversations(ctx.db, currentUser(request).id, request.query),
  );

  app.get(
    '/api/support/conversations/:id',
    {
      schema: {
        operationId: 'readSupportConversation',
        summary: "One of the investor's conversations with its messages; the replies in it count as read from now on",
        tags: ['support'],
        params: idParams,
        response: { 200: supportThreadResponse },
      },
      preHandler: requireUser,
    },
    async (request) => ctx.db.transaction((tx) => readConversation(tx, currentUser(request).id, request.params.id, ctx.clock.now())),
  );

  app.post(
    '/api/support/conversations/:id/messages',
    {
      schema: {
        operationId: 'replySupportConversation',
        summary: 'Write again in a conversation; a closed one opens again',
        tags: ['support'],
        params: idParams,
        body: supportReplyRequest,
        response: { 201: supportMessageDto },
      },
      preHandler: requireUser,
    },
    // No rate limit here: a reply mails nobody, it only waits in the back office for an operator.
    async (request, reply) => {
      const written = await ctx.db.transaction((tx) =>
        replyToConversation(tx, currentUser(request).id, request.params.id, request.body.message, ctx.clock.now()),
      );
      return reply.code(201).send(written);
    },
  );
};
