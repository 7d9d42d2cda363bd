import { z } from 'zod';

/** How long a typed-again password lets a session make security changes. */
export const STEP_UP_MINUTES = 10;

export const stepUpMessages = {
  required: 'For your security, confirm your password to make this change.',
  passwordRequired: 'The password is required.',
  wrongPassword: 'The password is not right.',
  codeRequired: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
} as const;

/** The password again, and with two-factor sign-in on, the authenticator's code or a recovery code. */
export const reauthRequest = z.object({
  password: z.string(stepUpMessages.passwordRequired).min(1, stepUpMessages.passwordRequired).max(200),
  code: z.string().trim().max(40, stepUpMessages.wrongCode).optional(),
});
export type ReauthRequest = z.infer<typeof reauthRequest>;
