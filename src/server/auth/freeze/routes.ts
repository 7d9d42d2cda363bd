import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { messageResponse } from '../../../shared/schemas/fields';
import { freezeMessages, freezeRequest } from '../../../shared/schemas/account-freeze';
import { freezeAccount } from './freeze';

/** The page a security mail's "This wasn't me" link opens posts its token here; the token is the proof, so no session is needed. */
export const freezeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/auth/freeze',
    {
      schema: {
        operationId: 'freezeAccount',
        summary: "Freeze the account with a security mail's token: every session ends, sign-in and withdrawals stop until a password reset",
        tags: ['auth'],
        body: freezeRequest,
        response: { 200: messageResponse },
      },
      config: { skipCsrfToken: true, openapi: { access: 'public' } },
    },
    async (request) => {
      await freezeAccount(ctx, request.body.token);
      return { message: freezeMessages.done };
    },
  );
};
