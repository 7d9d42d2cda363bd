import { z } from 'zod';
import { sessionDto } from './user';

export const twoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  /** This instance's SECRET_KEY opens no stored authenticator secret; another instance, or this one restarted with the right key, can. */
  codesUnavailable: 'Sign-in codes cannot be checked on this server right now. Please try again in a few minutes.',
  tooManyWrongCodes: 'Too many wrong codes. Please sign in again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notStarted: 'Start the two-factor setup first.',
  notOn: 'Two-factor sign-in is not on.',
  enabled: 'Two-factor sign-in turned on successfully. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in turned off successfully.',
  recoveryCodesRenewed: 'New recovery codes made successfully. The old ones no longer work.',
  operatorsMustEnrol: 'Operators must turn on two-factor sign-in before using the back office.',
} as const;

/** A 6-digit TOTP code or a recovery code (xxxx-xxxx-xxxx-xxxx); spaces are forgiven. */
const twoFactorCode = z.string(twoFactorMessages.codeRequired).trim().min(1, twoFactorMessages.codeRequired).max(40, twoFactorMessages.wrongCode);

export const twoFactorCodeRequest = z.object({ code: twoFactorCode });

export const twoFactorEnrolmentDto = z.object({ secret: z.string(), otpauthUrl: z.string() });
/** Recovery codes, answered once (at enrolment and when renewed): only their hashes are kept. */
export const recoveryCodesDto = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export const twoFactorStatusDto = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatusDto = z.infer<typeof twoFactorStatusDto>;

/** The answer to a right password when the account has two-factor sign-in on: no session yet. */
export const twoFactorRequiredDto = z.object({ twoFactorRequired: z.literal(true) });

/** What a sign-in with the right password answers: the session, or the request for a code. */
export const signInAnswer = z.union([sessionDto, twoFactorRequiredDto]);
