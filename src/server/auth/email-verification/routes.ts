import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { messageResponse } from '../../../shared/schemas/fields';
import { recoveryMessages, verifyEmailRequest } from '../../../shared/schemas/account-recovery';
import { currentUser, requireUser } from '../plugin';
import { resendVerificationLink } from './resend';
import { verifyEmail } from './verify';

const RESENDS_PER_WINDOW = 3;
const RESEND_WINDOW_MS = 15 * 60_000;

export const emailVerificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const resendLimit = app.createRateLimit({
    max: RESENDS_PER_WINDOW,
    timeWindow: RESEND_WINDOW_MS,
    keyGenerator: (request) => `verify-resend:${request.session?.user.id}`,
  });

  // The link's token is the proof, so the page it opens needs no session.
  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        operationId: 'verifyEmail',
        summary: 'Confirm the e-mail address with the mailed token',
        tags: ['auth'],
        body: verifyEmailRequest,
        response: { 200: messageResponse },
      },
      config: { skipCsrfToken: true, openapi: { access: 'public' } },
    },
    async (request) => {
      await verifyEmail(ctx, request.body.token);
      return { message: recoveryMessages.emailVerified };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      schema: { operationId: 'resendVerificationEmail', summary: 'Mail the confirmation link again', tags: ['auth'], response: { 202: messageResponse } },
      config: { openapi: { refusals: [409, 429] } },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const limit = await resendLimit(request);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError(429, 'TOO_MANY_LINKS', recoveryMessages.tooManyLinks);
      await resendVerificationLink(ctx, currentUser(request));
      return reply.code(202).send({ message: recoveryMessages.verificationSent });
    },
  );
};
