import type { User } from '../../db/schema';
import { AppError } from '../../errors';
import { freezeMessages } from '../../../shared/schemas/account-freeze';

/**
 * A frozen account neither signs in nor sends money anywhere until its owner sets a new password
 * through the mailed reset link. Checked only after the password was right, so the answer tells a
 * stranger nothing about the account.
 */
export function refuseFrozen(user: Pick<User, 'frozenAt' | 'disabledAt'>): void {
  const refusal = frozenRefusal(user);
  if (refusal) throw refusal;
}

/** The same refusal returned rather than thrown, for a callback hook to hand on. */
export function frozenRefusal(user: Pick<User, 'frozenAt' | 'disabledAt'>): AppError | undefined {
  if (user.frozenAt) return new AppError(403, 'ACCOUNT_FROZEN', freezeMessages.frozen);
  // An operator an owner disabled: refused the same way, after the password, whatever the step.
  if (user.disabledAt) return new AppError(403, 'ACCOUNT_DISABLED', freezeMessages.disabled);
  return undefined;
}
