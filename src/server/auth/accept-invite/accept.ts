import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { operatorInvitations, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import { badRequest, conflict } from '../../errors';
import { writeAudit } from '../../audit/record';
import { hashToken } from '../../crypto/tokens';
import { createUser } from '../../users/create-user';
import { operatorMessagesOf, type AcceptInviteRequest } from '../../../shared/schemas/operators';

const emailTaken = () => conflict('EMAIL_TAKEN', operatorMessagesOf.emailTaken);

/**
 * Spends the invitation in one conditional UPDATE (two clicks on one link cannot both succeed) and
 * creates the operator with the invited role, or changes nothing. The new operator signs in as any
 * other and, with no two-factor yet, is sent to turn it on before the back office answers.
 */
export async function acceptInvite(ctx: AppContext, input: AcceptInviteRequest): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .transaction((tx) => spendAndCreate(tx, input, now))
    .catch((error: unknown) => {
      // The address was registered by a concurrent request a moment ago: the invitation stays unspent.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
}

async function spendAndCreate(tx: Tx, input: AcceptInviteRequest, now: Date): Promise<void> {
  const [invitation] = await tx
    .update(operatorInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(operatorInvitations.tokenHash, hashToken(input.token)), isNull(operatorInvitations.acceptedAt), gt(operatorInvitations.expiresAt, now)))
    .returning();
  if (!invitation) throw badRequest('INVALID_INVITE_TOKEN', operatorMessagesOf.inviteLinkInvalid);
  // The address may have registered as an investor since the invitation was sent.
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
  if (account) throw emailTaken();
  const operator = await createUser(tx, {
    email: invitation.email,
    password: input.password,
    fullname: input.fullname,
    role: 'admin',
    operatorRole: invitation.operatorRole,
    // The mailed link proved the address.
    emailVerifiedAt: now,
    language: invitation.language,
  });
  await writeAudit(tx, {
    actorId: operator.id,
    action: 'operator.accept_invite',
    entityType: 'user',
    entityId: operator.id,
    after: { email: operator.email, role: operator.operatorRole, invitedBy: invitation.invitedBy },
  });
}
