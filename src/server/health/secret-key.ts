import type { AppContext } from '../context';
import { mt4Subscriptions, twoFactorCredentials } from '../db/schema';
import { secretKeyOf } from '../config';
import { openTotpSecret } from '../auth/two-factor/credentials';
import { decryptMt4Password } from '../mt4/password-cipher';

/** Names the setting to fix, never the key itself. */
export const SECRET_KEY_MISMATCH = 'SECRET_KEY cannot decrypt the secrets already stored: start this instance with the key that encrypted them.';

/**
 * Opens one stored secret of each kind (an authenticator's secret, an MT4 password): an instance
 * started with another SECRET_KEY than the one that sealed them cannot, and would refuse every
 * two-factor sign-in. A database that does not answer is the database check's to report.
 */
export async function checkSecretKey(ctx: AppContext): Promise<void> {
  const readOneOfEach = async () =>
    Promise.all([
      ctx.db.select({ sealed: twoFactorCredentials.secretEncrypted }).from(twoFactorCredentials).limit(1),
      ctx.db.select({ sealed: mt4Subscriptions.passwordEncrypted }).from(mt4Subscriptions).limit(1),
    ]);
  const stored = await readOneOfEach().catch(() => undefined);
  if (!stored) return;
  const [[totp], [mt4]] = stored;
  try {
    if (totp) openTotpSecret(ctx, totp.sealed);
    if (mt4) decryptMt4Password(mt4.sealed, secretKeyOf(ctx.config));
  } catch {
    throw new Error(SECRET_KEY_MISMATCH);
  }
}
