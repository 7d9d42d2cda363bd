import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { issueAccountToken } from '../account-tokens';
import { paths } from '../../../shared/paths';

/** A week: long enough for an owner who reads the mail late, short enough that an old mailbox is no key. */
const FREEZE_LINK_VALID_MS = 7 * 24 * 3600_000;

/**
 * The "This wasn't me" link of one mail about a change to the account's security: a single-use
 * token of its own (only its hash kept), issued in the transaction that queues the mail.
 */
export async function freezeLink(ctx: Pick<AppContext, 'config' | 'clock'>, tx: Queryable, userId: string): Promise<string> {
  const token = await issueAccountToken(tx, { userId, purpose: 'account_freeze', now: ctx.clock.now(), validForMs: FREEZE_LINK_VALID_MS });
  return `${ctx.config.publicUrl}${paths.freezeAccount}?token=${encodeURIComponent(token)}`;
}
