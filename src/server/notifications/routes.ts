import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { pageQuery } from '../../shared/schemas/pagination';
import { markReadRequest, notificationsPage, unreadCountResponse } from '../../shared/schemas/notifications';
import { listNotifications } from './list';
import { markRead } from './mark-read';

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        summary: "The user's notifications, newest first, and the unread count",
        tags: ['notifications'],
        querystring: pageQuery,
        response: { 200: notificationsPage },
      },
    },
    async (request) => listNotifications(ctx.db, currentUser(request).id, request.query),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        operationId: 'markNotificationsRead',
        summary: 'Mark the given notifications, or all of them, read',
        tags: ['notifications'],
        body: markReadRequest.optional(),
        response: { 200: unreadCountResponse },
      },
      config: { openapi: { refusals: [404] } },
    },
    async (request) => ({
      unreadCount: await markRead(ctx.db, currentUser(request).id, request.body?.ids, ctx.clock.now()),
    }),
  );
};
