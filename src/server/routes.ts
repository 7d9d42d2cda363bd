import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { healthRoutes } from './health/routes';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { passwordResetRoutes } from './auth/password-reset/routes';
import { acceptInviteRoutes } from './auth/accept-invite/routes';
import { emailVerificationRoutes } from './auth/email-verification/routes';
import { twoFactorRoutes } from './auth/two-factor/routes';
import { stepUpRoutes } from './auth/step-up/routes';
import { freezeRoutes } from './auth/freeze/routes';
import { planRoutes } from './plans/routes';
import { paymentMethodRoutes } from './payment-methods/routes';
import { investmentRoutes } from './investments/routes';
import { depositRoutes } from './deposits/routes';
import { withdrawalRoutes } from './withdrawals/routes';
import { mt4Routes } from './mt4/routes';
import { transactionRoutes } from './transactions/routes';
import { accountRoutes } from './account/routes';
import { kycRoutes } from './kyc/routes';
import { referralRoutes } from './referrals/routes';
import { supportRoutes } from './support/routes';
import { notificationRoutes } from './notifications/routes';
import { devMailRoutes } from './dev-mail/routes';
import { marketRoutes } from './market/routes';
import { statementRoutes } from './statements/routes';
import { dashboardRoutes } from './dashboard/routes';
import { paymentRoutes } from './payments/routes';

/** Each domain registers its own routes here; the order does not matter. */
export async function registerDomainRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(passwordResetRoutes, { ctx });
  await app.register(acceptInviteRoutes, { ctx });
  await app.register(emailVerificationRoutes, { ctx });
  await app.register(twoFactorRoutes, { ctx });
  await app.register(stepUpRoutes, { ctx });
  await app.register(freezeRoutes, { ctx });
  await app.register(marketRoutes, { ctx });
  await app.register(adminRoutes, { ctx, prefix: '/api/admin' });
  await app.register(paymentRoutes, { ctx });
  for (const routes of [planRoutes, paymentMethodRoutes, investmentRoutes, depositRoutes, withdrawalRoutes, mt4Routes, transactionRoutes]) {
    await app.register(routes, { ctx });
  }
  for (const routes of [accountRoutes, kycRoutes, referralRoutes, supportRoutes, notificationRoutes, statementRoutes, dashboardRoutes, devMailRoutes]) {
    await app.register(routes, { ctx });
  }
}
