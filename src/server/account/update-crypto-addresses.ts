import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { writeAudit } from '../audit/record';
import { mailUser } from '../mail/send';
import { payoutAddressesChangedMail } from '../mail/templates/payout-addresses-changed';
import { mailText } from '../mail/text/mail-text';
import { freezeLink } from '../auth/freeze/freeze-link';
import { CRYPTO_ADDRESS_FIELD, CRYPTO_TYPES } from '../../shared/constants';
import { users, type User } from '../db/schema';
import type { CryptoAddressesRequest } from '../../shared/schemas/account';
import { updateUser } from './queries';

/**
 * Saves the payout addresses; when any of them changed, the owner is mailed and the change audited
 * in the same transaction (a new payout address is the first thing an intruder would set).
 */
export async function updateCryptoAddresses(ctx: AppContext, userId: string, addresses: CryptoAddressesRequest): Promise<User> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ cryptoAddresses: users.cryptoAddresses }).from(users).where(eq(users.id, userId)).for('update');
    const user = await updateUser(tx, userId, { cryptoAddresses: addresses }, ctx.clock.now());
    const changed = CRYPTO_TYPES.filter((coin) => before?.cryptoAddresses[CRYPTO_ADDRESS_FIELD[coin]] !== addresses[CRYPTO_ADDRESS_FIELD[coin]]);
    if (changed.length > 0) {
      const link = await freezeLink(ctx, tx, userId);
      await mailUser(tx, user, payoutAddressesChangedMail({ fullname: user.fullname, coins: changed, freezeLink: link }, mailText(user.language)));
      await writeAudit(tx, {
        actorId: userId,
        action: 'user.payout_addresses_change',
        entityType: 'user',
        entityId: userId,
        before: before?.cryptoAddresses ?? null,
        after: addresses,
      });
    }
    return user;
  });
}
