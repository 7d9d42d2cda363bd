import { Secret, TOTP } from 'otpauth';

/** What an authenticator app shows for `secret` at `at`: the RFC 6238 code, computed independently of the app's code. */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
