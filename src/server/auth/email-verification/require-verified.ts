import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../../errors';
import { recoveryMessages } from '../../../shared/schemas/account-recovery';

/**
 * Money leaves an account only for an owner who has proved the address: a withdrawal or a new
 * payout address needs a verified e-mail. Runs after requireUser.
 */
export function requireVerifiedEmail(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(request.session?.user.emailVerifiedAt ? undefined : new AppError(403, 'EMAIL_NOT_VERIFIED', recoveryMessages.emailNotVerified));
}
