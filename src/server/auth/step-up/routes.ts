import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { reauthRequest } from '../../../shared/schemas/step-up';
import { passwordCheckLimits } from '../password-checks/password-check-limits';
import { currentUser, requireUser } from '../plugin';
import { reauthenticate } from './reauthenticate';

export const stepUpRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Wrong answers here count against the same budgets as sign-in: a stolen session cannot guess the password.
  const passwordGuesses = passwordCheckLimits(ctx);

  app.post(
    '/api/auth/reauth',
    {
      schema: {
        operationId: 'reauthenticate',
        summary: 'Confirm the password (and a two-factor code when on) before a security change; valid 10 minutes for this session',
        tags: ['auth'],
        body: reauthRequest,
        response: { 204: z.undefined().describe('Confirmed: security changes are allowed for the next 10 minutes.') },
      },
      config: { checksSecret: true, openapi: { refusals: [429] } },
      preHandler: requireUser,
    },
    async (request, reply) => {
      await passwordGuesses(request, currentUser(request).email, () => reauthenticate(ctx, request.session!, request.body), { ofSession: true });
      return reply.code(204).send();
    },
  );
};
