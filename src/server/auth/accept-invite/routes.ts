import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { messageResponse } from '../../../shared/schemas/fields';
import { loadCommonPasswords } from '../../../shared/schemas/common-passwords';
import { acceptInviteRequest, operatorMessagesOf } from '../../../shared/schemas/operators';
import { createLoginLimits } from '../login-limits';
import { acceptInvite } from './accept';

const LIMIT_WINDOW_MS = 15 * 60_000;

/** The page an operator's mailed invitation opens posts here: a name and a password, no session needed. */
export const acceptInviteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The new password refuses a common one from the first request on.
  await loadCommonPasswords();
  const limits = createLoginLimits(app, {
    perAddress: ctx.config.loginLimitPerAddress,
    perAccount: ctx.config.loginLimitPerAccount,
    windowMs: LIMIT_WINDOW_MS,
    scope: 'accept-invite',
  });

  app.post(
    '/api/auth/accept-invite',
    {
      schema: {
        operationId: 'acceptOperatorInvite',
        summary: "Create the invited operator's account with the mailed link's token, a name and a password",
        tags: ['auth'],
        body: acceptInviteRequest,
        response: { 200: messageResponse },
      },
      // Hashes the new password, so it is gated like a password check.
      config: { skipCsrfToken: true, checksSecret: true, openapi: { access: 'public', refusals: [409, 429] } },
    },
    async (request) => {
      await limits.checkAddress(request);
      await acceptInvite(ctx, request.body);
      return { message: operatorMessagesOf.inviteAccepted };
    },
  );
};
