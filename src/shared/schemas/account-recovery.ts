import { z } from 'zod';
import { newPassword } from './auth';
import { emailAddress } from './fields';

/** What the password-reset and e-mail-verification screens send and show. */

export const recoveryMessages = {
  resetRequested: 'If an account exists for that email address, we have sent it a link to reset the password. The link is valid for 30 minutes.',
  resetLinkInvalid: 'This password reset link is invalid, has expired or was already used. Please request a new one.',
  passwordReset: 'Your password was reset successfully. Please sign in with the new password.',
  registrationReceived:
    'Registration received successfully! We have sent a message to your email address: open the link in it to confirm the address, then sign in.',
  verificationLinkInvalid: 'This verification link is invalid, has expired or was already used. Please request a new one.',
  emailVerified: 'Email address verified successfully!',
  emailNotVerified: 'Please verify your email address first: open the link we emailed you, or ask for a new one.',
  verificationSent: 'Verification link sent successfully. Please check your email.',
  alreadyVerified: 'Your email address is already verified.',
  tooManyLinks: 'Too many links requested. Please wait a few minutes and try again.',
} as const;

/** Tokens are 43 base64url characters; anything far longer is not one of ours. */
const token = z.string('The link is incomplete.').trim().min(1, 'The link is incomplete.').max(200, 'The link is incomplete.');

export const passwordResetRequest = z.object({ email: emailAddress });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

export const passwordResetConfirmRequest = z.object({ token, password: newPassword });
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequest>;

/** The browser's form asks for the new password twice; the server needs it once. */
export const passwordResetForm = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: 'Passwords do not match.', path: ['confirmPassword'] });

export const verifyEmailRequest = z.object({ token });
