import type { Config } from '../config';

/** The links mailed to an account's owner, on the configured public address. */
export const passwordResetLink = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;

export const verifyEmailLink = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;

export const forgotPasswordLink = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/auth/forgot-password`;

export const acceptInviteLink = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl}/auth/accept-invite?token=${encodeURIComponent(token)}`;
