import { z } from 'zod';

/** Answers about the code that confirms a withdrawal when the investor has `otpsend` on. */
export const withdrawalCodeMessages = {
  codeSent: 'We have emailed you a 6-digit confirmation code. It is valid for 10 minutes.',
  codeRequired: 'Please enter the confirmation code we emailed you.',
  codeInvalid: 'The confirmation code is wrong, has expired or was already used. Please request a new one.',
  tooManyCodes: 'Too many codes requested. Please wait a few minutes and try again.',
  tooManyTries: 'Too many withdrawals with a confirmation code. Please wait a few minutes and try again.',
} as const;

/** Whether a withdrawal needs a code: the investor chose "Send me one-time passcodes by e-mail". */
export const needsConfirmationCode = (investor: { emailPreferences: { otpsend: 'Yes' | 'No' } }) => investor.emailPreferences.otpsend === 'Yes';

/** A mailed code or, with two-factor sign-in on, the authenticator's code: six digits either way. */
export const confirmationCodeField = z
  .string({ error: withdrawalCodeMessages.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, withdrawalCodeMessages.codeInvalid);
