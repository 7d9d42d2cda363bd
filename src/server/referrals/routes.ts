import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { pageQuery } from '../../shared/schemas/pagination';
import { referralsResponse } from '../../shared/schemas/referrals';
import { getReferrals } from './list';

export const referralRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/referrals',
    {
      schema: {
        operationId: 'getReferrals',
        summary: 'The referral link, the referrer and the referred clients',
        tags: ['referrals'],
        querystring: pageQuery.extend({ limit: pageQuery.shape.limit.default(50) }),
        response: { 200: referralsResponse },
      },
      preHandler: requireUser,
    },
    // The link is shown only to the investor who asked, on the host they asked through.
    async (request) => getReferrals(ctx.db, currentUser(request), `${request.protocol}://${request.host}`, request.query),
  );
};
