import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { TOO_MANY_ATTEMPTS } from '../../shared/schemas/auth';

export interface LoginLimitSettings {
  perAddress: number;
  perAccount: number;
  windowMs: number;
  /** Keeps another action's counters apart from sign-in's (sign-in and registration share none). */
  scope?: string;
}

/**
 * Two budgets: one per client address (request.ip honours X-Forwarded-For only when TRUST_PROXY
 * is set, so the header cannot be forged to dodge it) and one per account, so a botnet spread
 * over many addresses still cannot guess one investor's password.
 */
export function createLoginLimits(app: FastifyInstance, settings: LoginLimitSettings) {
  const scope = settings.scope ? `${settings.scope}:` : '';
  const byAddress = app.createRateLimit({ max: settings.perAddress, timeWindow: settings.windowMs, keyGenerator: (req) => `${scope}ip:${req.ip}` });
  // The body is already validated (trimmed, lower-cased) when a handler asks.
  const byAccount = app.createRateLimit({
    max: settings.perAccount,
    timeWindow: settings.windowMs,
    keyGenerator: (req) => `${scope}account:${(req.body as { email?: string }).email}`,
  });
  const refuseIfExceeded = (result: Awaited<ReturnType<typeof byAddress>>) => {
    if (!result.isAllowed && result.isExceeded) throw new AppError(429, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS);
  };

  return {
    async checkAddress(request: FastifyRequest): Promise<void> {
      refuseIfExceeded(await byAddress(request));
    },
    async checkAddressAndAccount(request: FastifyRequest): Promise<void> {
      refuseIfExceeded(await byAddress(request));
      refuseIfExceeded(await byAccount(request));
    },
  };
}
