import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser } from '../auth/plugin';
import { idParams } from '../../shared/schemas/admin';
import { pageOf } from '../../shared/schemas/pagination';
import { paths } from '../../shared/paths';
import {
  adminSupportConversationDto,
  adminSupportQuery,
  adminSupportThreadResponse,
  supportMessageDto,
  supportReplyRequest,
} from '../../shared/schemas/support';
import { listSupportConversations, showSupportConversation } from './queue';
import { answerConversation } from './answer';
import { closeConversation } from './close';

export const adminSupportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/support/conversations',
    {
      schema: {
        operationId: 'adminListSupportConversations',
        summary: 'Support conversations: open ones unless another status is asked for, newest first',
        tags: ['admin-support'],
        querystring: adminSupportQuery,
        response: { 200: pageOf(adminSupportConversationDto) },
      },
    },
    async (request) => listSupportConversations(ctx.db, request.query),
  );

  app.get(
    '/support/conversations/:id',
    {
      schema: {
        operationId: 'adminReadSupportConversation',
        summary: 'A support conversation with its messages and whose it is',
        tags: ['admin-support'],
        params: idParams,
        response: { 200: adminSupportThreadResponse },
      },
    },
    async (request) => showSupportConversation(ctx.db, request.params.id),
  );

  app.post(
    '/support/conversations/:id/messages',
    {
      schema: {
        operationId: 'adminAnswerSupportConversation',
        summary: 'Answer a conversation: the investor is told in the app and by mail in their language',
        tags: ['admin-support'],
        params: idParams,
        body: supportReplyRequest,
        response: { 201: supportMessageDto },
      },
    },
    async (request, reply) => {
      const supportPage = `${ctx.config.publicUrl}${paths.support}`;
      const written = await ctx.db.transaction((tx) =>
        answerConversation(tx, request.params.id, request.body.message, currentUser(request).id, supportPage, ctx.clock.now()),
      );
      return reply.code(201).send(written);
    },
  );

  app.post(
    '/support/conversations/:id/close',
    {
      schema: {
        operationId: 'adminCloseSupportConversation',
        summary: "Close a conversation; the investor's next message opens it again",
        tags: ['admin-support'],
        params: idParams,
        response: { 200: adminSupportConversationDto },
      },
      config: { openapi: { refusals: [409] } },
    },
    async (request) => ctx.db.transaction((tx) => closeConversation(tx, request.params.id, currentUser(request).id, ctx.clock.now())),
  );
};
