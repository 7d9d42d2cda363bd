import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { toUserDto } from '../users/user-dto';
import type { User } from '../db/schema';
import { sessionDto } from '../../shared/schemas/user';
import { loginRequest, passwordChangeRequest, registerRequest } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import { SESSION_ABSOLUTE_HOURS } from '../../shared/constants';
import { changePassword, registerAccount, signIn, type ClientMeta } from './service';
import { createLoginLimits } from './login-limits';
import { currentUser, requireUser, SESSION_COOKIE } from './plugin';
import { endSession } from './session-store';

const LIMIT_WINDOW_MS = 15 * 60_000;
const messageDto = z.object({ message: z.string() });
const logoutBody = z.object({ _csrf: z.string().optional() }).nullish();

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  userAgent: request.headers['user-agent'] ?? '',
  ipAddress: request.ip,
});

/** A form POST (the dashboard's logout form) expects a page, a fetch expects JSON. */
const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limits = createLoginLimits(app, {
    perAddress: ctx.config.loginLimitPerAddress,
    perAccount: ctx.config.loginLimitPerAccount,
    windowMs: LIMIT_WINDOW_MS,
  });

  const signedIn = (reply: FastifyReply, user: User, session: { token: string; csrfToken: string }) => {
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.production,
      maxAge: SESSION_ABSOLUTE_HOURS * 3600,
    });
    return { user: toUserDto(user), csrfToken: session.csrfToken, idleMinutes: ctx.config.sessionIdleMinutes };
  };

  app.post(
    '/api/auth/register',
    { schema: { tags: ['auth'], body: registerRequest, response: { 201: sessionDto } }, config: { skipCsrfToken: true } },
    async (request, reply) => {
      await limits.checkAddress(request);
      const { user, session } = await registerAccount(ctx, request.body, clientMeta(request));
      return reply.code(201).send(signedIn(reply, user, session));
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginRequest, response: { 200: sessionDto } }, config: { skipCsrfToken: true } },
    async (request, reply) => {
      await limits.checkAddressAndAccount(request);
      // A session presented at login is replaced, never reused: no fixation.
      if (request.session) await endSession(ctx.db, request.session.id);
      const { user, session } = await signIn(ctx, request.body, clientMeta(request));
      return signedIn(reply, user, session);
    },
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'], body: logoutBody } }, async (request, reply) => {
    if (request.session) await endSession(ctx.db, request.session.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    if (isFormPost(request)) return reply.redirect('/', 303);
    return reply.code(204).send();
  });

  app.get(
    '/api/auth/session',
    { schema: { tags: ['auth'], response: { 200: sessionDto } }, preHandler: requireUser },
    async (request) => ({
      user: toUserDto(currentUser(request)),
      csrfToken: request.session!.csrfToken,
      idleMinutes: ctx.config.sessionIdleMinutes,
    }),
  );

  app.post(
    '/api/auth/password',
    { schema: { tags: ['auth'], body: passwordChangeRequest, response: { 200: messageDto } }, preHandler: requireUser },
    async (request) => {
      await changePassword(ctx, request.session!, request.body);
      return { message: messages.passwordUpdated };
    },
  );
};
