import { z } from 'zod';
import { verifyEmailRequest } from './account-recovery';

/**
 * What the "This wasn't me" link, a frozen account and a withdrawal hold say. `securityHold` names
 * the moment in UTC ("2026-11-29 14:05 UTC"): the server knows no time zone of the reader's.
 */
export const freezeMessages = {
  frozen: 'Your account is frozen. To unfreeze it, set a new password with "Forgot password?" on the sign-in page.',
  /** An operator an owner disabled; only an owner enables them again. */
  disabled: 'This operator account is disabled. Ask an owner of the platform to enable it again.',
  done: 'Your account was frozen successfully: every session was signed out and withdrawals are stopped. Set a new password with "Forgot password?" to unfreeze it.',
  linkInvalid:
    'This freeze link is invalid, has expired or was already used. If someone else is using your account, set a new password with "Forgot password?".',
  securityHold: (until: string) => `Withdrawals are paused until ${until} after a change to your account's security.`,
} as const;

/** The mailed link's token, checked as the other mailed links' tokens are. */
export const freezeRequest = z.object({ token: verifyEmailRequest.shape.token });
