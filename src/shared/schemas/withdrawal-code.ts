import { z } from 'zod';

/** Answers about the code that confirms a withdrawal. */
export const withdrawalCodeMessages = {
  codeSent: 'We have emailed you a 6-digit confirmation code. It is valid for 10 minutes.',
  codeRequired: 'Please enter the confirmation code we emailed you.',
  authenticatorCodeRequired: 'Please enter the code from your authenticator app.',
  codeInvalid: 'The confirmation code is wrong, has expired or was already used. Please request a new one.',
  tooManyCodes: 'Too many codes requested. Please wait a few minutes and try again.',
  tooManyTries: 'Too many withdrawals with a confirmation code. Please wait a few minutes and try again.',
} as const;

/** What confirms an investor's withdrawals: their authenticator's code, a code mailed for the withdrawal, or nothing. */
export type ConfirmationCodeKind = 'authenticator' | 'mailed' | null;

/**
 * With two-factor sign-in on, every withdrawal carries the authenticator's code whatever `otpsend`
 * says: a session alone (a stolen cookie) can turn the mailed codes off, but cannot produce the code.
 * Otherwise a mailed code when the investor chose "Send me one-time passcodes by e-mail".
 */
export function confirmationCodeKind(investor: { emailPreferences: { otpsend: 'Yes' | 'No' } }, twoFactorOn: boolean): ConfirmationCodeKind {
  if (twoFactorOn) return 'authenticator';
  return investor.emailPreferences.otpsend === 'Yes' ? 'mailed' : null;
}

/** A mailed code or the authenticator's code: six digits either way. */
export const confirmationCodeField = z
  .string({ error: withdrawalCodeMessages.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, withdrawalCodeMessages.codeInvalid);
