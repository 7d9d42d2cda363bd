import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { toUserDto } from '../users/user-dto';
import type { User } from '../db/schema';
import { sessionDto } from '../../shared/schemas/user';
import { recoveryMessages } from '../../shared/schemas/account-recovery';
import { loginRequest, passwordChangeRequest, TOO_MANY_ATTEMPTS } from '../../shared/schemas/auth';
import { registration } from './registration';
import { messages } from '../../shared/messages';
import { messageResponse } from '../../shared/schemas/fields';
import { loadCommonPasswords } from '../../shared/schemas/common-passwords';
import { SESSION_ABSOLUTE_HOURS } from '../../shared/constants';
import { changePassword } from './change-password';
import { registerAccount } from './register';
import { signIn } from './sign-in';
import { startSession, type ClientMeta } from './start-session';
import { accountSigningIn, completeChallenge, CHALLENGE_MINUTES } from './two-factor/sign-in';
import { emailHasTwoFactor } from './two-factor/credentials';
import { signInAnswer, twoFactorCodeRequest, twoFactorMessages } from '../../shared/schemas/two-factor';
import { AppError } from '../errors';
import { createLoginLimits } from './login-limits';
import { passwordCheckLimits } from './password-checks/password-check-limits';
import { knownDevices } from './password-checks/known-device';
import { currentUser, requireUser } from './plugin';
import { SESSION_COOKIE } from '../http/session-cookie';
import { endSession } from './session-store';

const LIMIT_WINDOW_MS = 15 * 60_000;
/** Names the half-finished sign-in between the password and the code; sent only to the code's route. */
const TWO_FACTOR_COOKIE = 'tfa';
const TWO_FACTOR_PATH = '/api/auth/login/two-factor';
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
const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Registration and the password change refuse a common password from the first request on.
  await loadCommonPasswords();
  const limits = createLoginLimits(app, {
    perAddress: ctx.config.loginLimitPerAddress,
    perAccount: ctx.config.loginLimitPerAccount,
    windowMs: LIMIT_WINDOW_MS,
  });
  const passwordGuesses = passwordCheckLimits(ctx);
  const devices = knownDevices(ctx.config);

  const signedIn = (request: FastifyRequest, reply: FastifyReply, user: User, session: { token: string; csrfToken: string }) => {
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.production,
      maxAge: SESSION_ABSOLUTE_HOURS * 3600,
    });
    devices.remember(request, reply, user.email);
    return { user: toUserDto(user), csrfToken: session.csrfToken, idleMinutes: ctx.config.sessionIdleMinutes };
  };

  app.post(
    '/api/auth/register',
    {
      schema: {
        operationId: 'register',
        summary: 'Create an investor account and mail a link confirming the address (the same answer for a taken address)',
        tags: ['auth'],
        body: registration,
        response: { 202: messageResponse },
      },
      config: { skipCsrfToken: true, checksSecret: true, openapi: { access: 'public', refusals: [429] } },
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
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with email and password (with two-factor sign-in on, a code completes it)',
        tags: ['auth'],
        body: loginRequest,
        response: { 200: signInAnswer },
      },
      config: { skipCsrfToken: true, checksSecret: true, openapi: { access: 'public', refusals: [401, 429] } },
    },
    async (request, reply) => {
      // A session presented at login is replaced, never reused: no fixation.
      if (request.session) await endSession(ctx.db, request.session.id);
      // Past the account-wide ceiling, a right password still needs the second factor to get in.
      const result = await passwordGuesses(request, request.body.email, () => signIn(ctx, request.body, clientMeta(request)), {
        passesCeiling: () => emailHasTwoFactor(ctx.db, request.body.email),
        // The owner in a café signs in while a stranger there spends the address's budgets.
        fromKnownDevice: devices.vouchesFor(request, request.body.email),
      });
      if ('challengeToken' in result) {
        reply.setCookie(TWO_FACTOR_COOKIE, result.challengeToken, {
          path: TWO_FACTOR_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: ctx.config.production,
          maxAge: CHALLENGE_MINUTES * 60,
        });
        return { twoFactorRequired: true as const };
      }
      return signedIn(request, reply, result.user, result.session);
    },
  );

  app.post(
    TWO_FACTOR_PATH,
    {
      schema: {
        operationId: 'signInWithCode',
        summary: 'Complete a sign-in with a TOTP or recovery code',
        tags: ['auth'],
        body: twoFactorCodeRequest,
        response: { 200: sessionDto },
      },
      config: { skipCsrfToken: true, checksSecret: true, openapi: { access: 'public', refusals: [401, 429] } },
    },
    async (request, reply) => {
      const token = request.cookies[TWO_FACTOR_COOKIE];
      // Nor does the address's budget hold back the code from a browser that signed in to this account before.
      const fromKnownDevice = token !== undefined && devices.signedInBefore(request) && devices.vouchesFor(request, (await accountSigningIn(ctx, token)) ?? '');
      if (!fromKnownDevice) await limits.checkAddress(request);
      const result = token ? await completeChallenge(ctx, token, request.body.code, request.ip) : ({ outcome: 'expired' } as const);
      if (result.outcome === 'account-limit') throw new AppError(429, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS);
      if (result.outcome === 'wrong-code') throw new AppError(400, 'WRONG_CODE', twoFactorMessages.wrongCode);
      reply.clearCookie(TWO_FACTOR_COOKIE, { path: TWO_FACTOR_PATH });
      if (result.outcome === 'expired') throw new AppError(401, 'TWO_FACTOR_EXPIRED', twoFactorMessages.challengeExpired);
      if (result.outcome === 'ended') throw new AppError(401, 'TOO_MANY_WRONG_CODES', twoFactorMessages.tooManyWrongCodes);
      if (request.session) await endSession(ctx.db, request.session.id);
      const { user, session } = await startSession(ctx, result.user, clientMeta(request));
      return signedIn(request, reply, user, session);
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
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password',
        tags: ['auth'],
        body: passwordChangeRequest,
        response: { 200: messageResponse },
      },
      config: { checksSecret: true, openapi: { refusals: [429] } },
      preHandler: requireUser,
    },
    async (request) => {
      await passwordGuesses(request, currentUser(request).email, () => changePassword(ctx, request.session!, request.body), { ofSession: true });
      return { message: messages.passwordUpdated };
    },
  );
};
