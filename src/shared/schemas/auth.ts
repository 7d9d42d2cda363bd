import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from '../messages';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';

/** The strength rule of every new password: registration and reset alike. */
export const newPassword = z
  .string()
  // A password too short or too long is told so, not that it is common.
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`, abort: true })
  .max(200, { message: 'Password must be at most 200 characters.', abort: true })
  .refine((password) => !isCommonPassword(password), COMMON_PASSWORD);

const email = z.string().trim().toLowerCase().max(254).email('Please enter a valid email address.');

export const registerRequest = z.object({
  fullname: z.string().trim().min(1, 'Full name is required.').max(120, 'Full name is too long.'),
  email,
  password: newPassword,
  phone: z.string().trim().max(40, 'Phone number is too long.').optional(),
  referralId: z.string().trim().max(40).optional(),
});

/** The browser's form also asks for the password twice; the server needs it once. */
export const registerForm = registerRequest.extend({ confirmPassword: z.string() }).refine((form) => form.password === form.confirmPassword, {
  message: 'Passwords do not match.',
  path: ['confirmPassword'],
});

export const loginRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required.').max(254),
  password: z.string().min(1, 'Password is required.').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const passwordChangeRequest = z
  .object({
    currentPassword: z.string().min(1, 'All fields are required.').max(200),
    newPassword: z.string().min(1, 'All fields are required.').max(200),
    confirmPassword: z.string().min(1, 'All fields are required.').max(200),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.newPassword.length >= PASSWORD_MIN_LENGTH, {
    message: messages.passwordUpdateFailed(`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
    path: ['newPassword'],
  })
  .refine((form) => form.newPassword.length < PASSWORD_MIN_LENGTH || !isCommonPassword(form.newPassword), { message: COMMON_PASSWORD, path: ['newPassword'] });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const ACCOUNT_UNDER_ATTACK =
  "Too many wrong passwords for this account from elsewhere. Set a new one with 'Forgot password?' to sign in now, or try again later.";
