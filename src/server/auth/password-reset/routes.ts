import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { messageResponse } from '../../../shared/schemas/fields';
import { loadCommonPasswords } from '../../../shared/schemas/common-passwords';
import { passwordResetConfirmRequest, passwordResetRequest, recoveryMessages } from '../../../shared/schemas/account-recovery';
import { createLoginLimits } from '../login-limits';
import { confirmPasswordReset } from './confirm';
import { requestPasswordReset } from './request';

const LIMIT_WINDOW_MS = 15 * 60_000;

/** "Forgot password?": a mailed single-use link, then a new password. Neither needs a session. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The new password refuses a common one from the first request on.
  await loadCommonPasswords();
  const limits = createLoginLimits(app, {
    perAddress: ctx.config.loginLimitPerAddress,
    perAccount: ctx.config.loginLimitPerAccount,
    windowMs: LIMIT_WINDOW_MS,
    scope: 'password-reset',
  });

  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Mail a single-use link for setting a new password (the same answer for any address)',
        tags: ['auth'],
        body: passwordResetRequest,
        response: { 202: messageResponse },
      },
      config: { skipCsrfToken: true, openapi: { refusals: [429] } },
    },
    async (request, reply) => {
      await limits.checkAddressAndAccount(request);
      await requestPasswordReset(ctx, request.body);
      // The same answer whether or not the address has an account.
      return reply.code(202).send({ message: recoveryMessages.resetRequested });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      schema: {
        operationId: 'confirmPasswordReset',
        summary: "Set a new password with the mailed link's token, ending every session",
        tags: ['auth'],
        body: passwordResetConfirmRequest,
        response: { 200: messageResponse },
      },
      // Hashes the new password before the token is looked at, so it is gated like a check.
      config: { skipCsrfToken: true, checksSecret: true, openapi: { refusals: [429] } },
    },
    async (request) => {
      await confirmPasswordReset(ctx, request.body);
      return { message: recoveryMessages.passwordReset };
    },
  );
};
