import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../errors';
import { messages } from '../../../shared/messages';
import { STEP_UP_MINUTES, stepUpMessages } from '../../../shared/schemas/step-up';

export const reauthRequired = () => new AppError(403, 'REAUTH_REQUIRED', stepUpMessages.required);

/** Whether the session typed its password again within the last few minutes. */
export function reauthenticatedRecently(request: FastifyRequest, now: Date): boolean {
  const at = request.session?.reauthenticatedAt;
  return !!at && now.getTime() - at.getTime() < STEP_UP_MINUTES * 60_000;
}

/**
 * A guard for a security change (how withdrawals are confirmed, two-factor sign-in, payout
 * addresses, other sessions): refused with 403 REAUTH_REQUIRED, before anything changes, unless
 * the session re-authenticated recently. Routes that guard only some changes call
 * `reauthenticatedRecently` themselves.
 */
export function requireRecentReauth(clock: { now(): Date }) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.session) throw unauthorized(messages.notAuthenticated);
    if (!reauthenticatedRecently(request, clock.now())) throw reauthRequired();
  };
}
