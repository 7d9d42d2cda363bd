import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { adminDepositRoutes } from '../deposits/admin-routes';
import { adminWithdrawalRoutes } from '../withdrawals/admin-routes';
import { adminMt4Routes } from '../mt4/admin-routes';
import { adminKycRoutes } from '../kyc/admin-routes';
import { adminUserRoutes } from './users/routes';
import { adminPlanRoutes } from './plans/routes';
import { adminPaymentMethodRoutes } from './payment-methods/routes';
import { adminAuditRoutes } from './audit-log/routes';
import { adminLedgerRoutes } from './ledger/routes';
import { adminOperatorRoutes } from './operators/routes';
import { adminAdjustmentRoutes } from './adjustments/routes';
import { adminSupportRoutes } from '../support/admin-routes';
import { AppError } from '../errors';
import { mayCall } from './permissions';
import { operatorMessages } from '../../shared/operator-roles';
import { hasTwoFactor } from '../auth/two-factor/credentials';
import { twoFactorMessages } from '../../shared/schemas/two-factor';

/**
 * Everything under /api/admin (registered with that prefix). The guard runs at onRequest, before
 * the body is parsed or validated, and answers with the app's own not-found reply, so to anyone
 * but an admin these routes are indistinguishable from missing ones. An operator then needs
 * two-factor sign-in, and a role the permission table (permissions.ts) allows for the route.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.session?.user.role !== 'admin') {
      reply.callNotFound();
      return reply;
    }
    // A stolen operator password alone must not open the back office.
    if (!(await hasTwoFactor(ctx.db, request.session.user.id))) {
      throw new AppError(403, 'TWO_FACTOR_REQUIRED', twoFactorMessages.operatorsMustEnrol);
    }
    // Fastify answers HEAD with the GET route, so HEAD carries GET's permission.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (!mayCall(request.session.user.operatorRole, method, request.routeOptions.url ?? '')) {
      throw new AppError(403, 'FORBIDDEN_ROLE', operatorMessages.forbiddenRole);
    }
  });
  for (const routes of [
    adminDepositRoutes,
    adminWithdrawalRoutes,
    adminMt4Routes,
    adminKycRoutes,
    adminUserRoutes,
    adminAdjustmentRoutes,
    adminPlanRoutes,
    adminPaymentMethodRoutes,
    adminAuditRoutes,
    adminLedgerRoutes,
    adminOperatorRoutes,
    adminSupportRoutes,
  ]) {
    await app.register(routes, { ctx });
  }
};
