import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { requireVerifiedEmail } from '../auth/email-verification/require-verified';
import { reauthenticatedRecently, reauthRequired, requireRecentReauth } from '../auth/step-up/require-recent';
import { toUserDto } from '../users/user-dto';
import { messages, accountMessages } from '../../shared/messages';
import { userDto } from '../../shared/schemas/user';
import { messageResponse } from '../../shared/schemas/fields';
import {
  activeSessionsResponse,
  cryptoAddressesRequest,
  emailPreferencesRequest,
  profileUpdateRequest,
  sessionIdParams,
  userUpdateResponse,
} from '../../shared/schemas/account';
import { updateCryptoAddresses } from './update-crypto-addresses';
import { updateEmailPreferences } from './update-email-preferences';
import { updateProfile } from './update-profile';
import { endOwnSession, listActiveSessions } from './sessions';
import { languageRequest, updateLanguage } from './language';

/** The signed-in investor's own record (GET/PATCH /api/me) and their sessions. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);
  const recentlyReauthenticated = requireRecentReauth(ctx.clock);

  app.get(
    '/api/me',
    { schema: { operationId: 'getMe', summary: "The signed-in user's own record", tags: ['account'], response: { 200: userDto } } },
    async (request) => toUserDto(currentUser(request)),
  );

  app.patch(
    '/api/me',
    {
      schema: {
        operationId: 'updateMe',
        summary: 'Change the personal settings',
        tags: ['account'],
        body: profileUpdateRequest,
        response: { 200: userUpdateResponse },
      },
    },
    async (request) => {
      const user = await updateProfile(ctx.db, currentUser(request).id, request.body, ctx.clock.now());
      return { user: toUserDto(user), message: messages.profileUpdated };
    },
  );

  app.put(
    '/api/me/crypto-addresses',
    {
      schema: {
        operationId: 'updateCryptoAddresses',
        summary: 'Set the payout address of each coin',
        tags: ['account'],
        body: cryptoAddressesRequest,
        response: { 200: userUpdateResponse },
      },
      config: { openapi: { refusals: [403] } },
      preHandler: [requireVerifiedEmail, recentlyReauthenticated],
    },
    async (request) => {
      const user = await updateCryptoAddresses(ctx, currentUser(request).id, request.body);
      return { user: toUserDto(user), message: messages.withdrawalSettingsUpdated };
    },
  );

  app.put(
    '/api/me/language',
    {
      schema: {
        operationId: 'updateLanguage',
        summary: "Keep the language chosen in the header: the account's mails are written in it",
        tags: ['account'],
        body: languageRequest,
        response: { 204: z.undefined().describe('Stored; the next mail is written in this language.') },
      },
    },
    async (request, reply) => {
      await updateLanguage(ctx.db, currentUser(request).id, request.body.language, ctx.clock.now());
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/me/email-preferences',
    {
      schema: {
        operationId: 'updateEmailPreferences',
        summary: 'Choose which e-mails to receive',
        tags: ['account'],
        body: emailPreferencesRequest,
        response: { 200: userUpdateResponse },
      },
      config: { openapi: { refusals: [403] } },
    },
    async (request) => {
      // Only the withdrawal codes are a security change; the news switches are not.
      const otpsendChanges = request.body.otpsend !== currentUser(request).emailPreferences.otpsend;
      if (otpsendChanges && !reauthenticatedRecently(request, ctx.clock.now())) throw reauthRequired();
      const user = await updateEmailPreferences(ctx, currentUser(request).id, request.body);
      return { user: toUserDto(user), message: messages.emailPreferencesUpdated };
    },
  );

  const listSessions = {
    operationId: 'listSessions',
    summary: "The user's signed-in sessions (devices)",
    tags: ['account'],
    response: { 200: activeSessionsResponse },
  };
  app.get('/api/me/sessions', { schema: listSessions }, async (request) => ({
    items: await listActiveSessions(ctx.db, currentUser(request).id, request.session!.id, {
      now: ctx.clock.now(),
      idleMinutes: ctx.config.sessionIdleMinutes,
    }),
  }));

  app.delete(
    '/api/me/sessions/:id',
    {
      schema: {
        operationId: 'endSession',
        summary: 'Sign out one of the sessions',
        tags: ['account'],
        params: sessionIdParams,
        response: { 200: messageResponse },
      },
      config: { openapi: { refusals: [403] } },
      preHandler: recentlyReauthenticated,
    },
    async (request) => {
      await endOwnSession(ctx.db, currentUser(request).id, request.params.id);
      return { message: accountMessages.sessionEnded };
    },
  );
};
