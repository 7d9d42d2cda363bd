import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../plugin';
import { messageResponse } from '../../../shared/schemas/fields';
import { twoFactorCodeRequest, recoveryCodesDto, twoFactorEnrolmentDto, twoFactorMessages, twoFactorStatusDto } from '../../../shared/schemas/two-factor';
import { confirmEnrolment, disableTwoFactor, renewRecoveryCodes, startEnrolment, twoFactorStatus } from './enrolment';
import { passwordCheckLimits } from '../password-checks/password-check-limits';
import { requireRecentReauth } from '../step-up/require-recent';

/** The signed-in user's own two-factor sign-in: its state, enrolment, new recovery codes and turning it off. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);
  // A stolen session guessing the enrolment's first code is held to the sign-in's budgets.
  const guesses = passwordCheckLimits(ctx);
  // Every change below is one an intruder holding only the session would make first; the step-up
  // (password and, when on, a code) is the check, so turning off and renewing ask for nothing more.
  const recentlyReauthenticated = requireRecentReauth(ctx.clock);

  app.get(
    '/api/me/two-factor',
    {
      schema: {
        operationId: 'getTwoFactor',
        summary: 'Whether two-factor sign-in is on, and the recovery codes left',
        tags: ['account'],
        response: { 200: twoFactorStatusDto },
      },
    },
    async (request) => twoFactorStatus(ctx.db, currentUser(request).id),
  );

  app.post(
    '/api/me/two-factor',
    {
      schema: {
        operationId: 'startTwoFactor',
        summary: 'Start enrolment: a new TOTP secret and its otpauth URL',
        tags: ['account'],
        response: { 200: twoFactorEnrolmentDto },
      },
      config: { openapi: { refusals: [403, 409] } },
      preHandler: recentlyReauthenticated,
    },
    async (request) => startEnrolment(ctx, currentUser(request)),
  );

  app.post(
    '/api/me/two-factor/confirm',
    {
      schema: {
        operationId: 'confirmTwoFactor',
        summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes',
        tags: ['account'],
        body: twoFactorCodeRequest,
        response: { 200: recoveryCodesDto },
      },
      config: { checksSecret: true, openapi: { refusals: [403, 409, 429] } },
      preHandler: recentlyReauthenticated,
    },
    async (request) => {
      const user = currentUser(request);
      return {
        message: twoFactorMessages.enabled,
        recoveryCodes: await guesses(request, user.email, () => confirmEnrolment(ctx, user, request.body.code), { ofSession: true }),
      };
    },
  );

  app.post(
    '/api/me/two-factor/recovery-codes',
    {
      schema: {
        operationId: 'renewRecoveryCodes',
        summary: 'New recovery codes in place of the old (after a step-up)',
        tags: ['account'],
        response: { 200: recoveryCodesDto },
      },
      config: { openapi: { refusals: [403, 409] } },
      preHandler: recentlyReauthenticated,
    },
    async (request) => ({ message: twoFactorMessages.recoveryCodesRenewed, recoveryCodes: await renewRecoveryCodes(ctx, currentUser(request)) }),
  );

  app.delete(
    '/api/me/two-factor',
    {
      schema: {
        operationId: 'disableTwoFactor',
        summary: 'Turn two-factor sign-in off (after a step-up)',
        tags: ['account'],
        response: { 200: messageResponse },
      },
      config: { openapi: { refusals: [403, 409] } },
      preHandler: recentlyReauthenticated,
    },
    async (request) => {
      await disableTwoFactor(ctx, currentUser(request));
      return { message: twoFactorMessages.disabled };
    },
  );
};
