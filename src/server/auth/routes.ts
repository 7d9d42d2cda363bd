import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { toUserDto } from '../users/user-dto';
import type { User } from '../db/schema';
import { sessionDto } from '../../shared/schemas/user';
import { recoveryMessages } from '../../shared/schemas/account-recovery';
import { loginRequest, passwordChangeRequest, registerRequest } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import { messageResponse } from '../../shared/schemas/fields';
import { SESSION_ABSOLUTE_HOURS } from '../../shared/constants';
import { changePassword, registerAccount, signIn, type ClientMeta } from './service';
import { createLoginLimits } from './login-limits';
import { currentUser, requireUser, SESSION_COOKIE } from './plugin';
import { endSession } from './session-store';

const LIMIT_WINDOW_MS = 15 * 60_000;
/** The dashboard's sign-out form posts its anti-forgery token as a field; a fetch sends no body. */
const logoutBody = z.object({ _csrf: z.string().optional() }).meta({ id: 'SignOutForm' }).nullish();
const signedOut = {
  204: z.undefined().describe('Signed out; the session cookie is cleared.'),
  303: z.undefined().describe('Signed out from the HTML form: back to the home page.'),
};

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
    {
      schema: {
        operationId: 'register',
        summary: 'Create an investor account and mail a link confirming the address (the same answer for a taken address)',
        tags: ['auth'],
        body: registerRequest,
        response: { 202: messageResponse },
      },
      config: { skipCsrfToken: true, openapi: { access: 'public', refusals: [429] } },
    },
    async (request, reply) => {
      await limits.checkAddress(request);
      await registerAccount(ctx, request.body);
      return reply.code(202).send({ message: recoveryMessages.registrationReceived });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { operationId: 'signIn', summary: 'Sign in with email and password', tags: ['auth'], body: loginRequest, response: { 200: sessionDto } },
      config: { skipCsrfToken: true, openapi: { access: 'public', refusals: [401, 429] } },
    },
    async (request, reply) => {
      await limits.checkAddressAndAccount(request);
      // A session presented at login is replaced, never reused: no fixation.
      if (request.session) await endSession(ctx.db, request.session.id);
      const { user, session } = await signIn(ctx, request.body, clientMeta(request));
      return signedIn(reply, user, session);
    },
  );

  const signOut = {
    operationId: 'signOut',
    summary: 'Sign out, ending the session',
    tags: ['auth'],
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    body: logoutBody,
    response: signedOut,
  };
  app.post('/api/auth/logout', { schema: signOut, config: { openapi: { access: 'public' } } }, async (request, reply) => {
    if (request.session) await endSession(ctx.db, request.session.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    if (isFormPost(request)) return reply.redirect('/', 303);
    return reply.code(204).send();
  });

  app.get(
    '/api/auth/session',
    {
      schema: { operationId: 'getSession', summary: "The signed-in user and the session's anti-forgery token", tags: ['auth'], response: { 200: sessionDto } },
      preHandler: requireUser,
    },
    async (request) => ({
      user: toUserDto(currentUser(request)),
      csrfToken: request.session!.csrfToken,
      idleMinutes: ctx.config.sessionIdleMinutes,
    }),
  );

  app.post(
    '/api/auth/password',
    {
      schema: { operationId: 'changePassword', summary: 'Change the password', tags: ['auth'], body: passwordChangeRequest, response: { 200: messageResponse } },
      preHandler: requireUser,
    },
    async (request) => {
      await changePassword(ctx, request.session!, request.body);
      return { message: messages.passwordUpdated };
    },
  );
};
