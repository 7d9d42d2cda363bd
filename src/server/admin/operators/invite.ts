import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { operatorInvitations, users, type User } from '../../db/schema';
import { conflict } from '../../errors';
import { writeAudit } from '../../audit/record';
import { enqueueMail } from '../../mail/outbox';
import { operatorInvitationMail } from '../../mail/templates/operator-invitation';
import { mailText } from '../../mail/text/mail-text';
import { hashToken, newToken } from '../../crypto/tokens';
import { acceptInviteLink } from '../../auth/account-links';
import { operatorMessagesOf, type OperatorInvitationDto, type OperatorInvite } from '../../../shared/schemas/operators';
import { toInvitationDto } from './list';

const INVITATION_VALID_MS = 72 * 3600_000;

/**
 * An owner invites someone to the team by address. Inviting an address again replaces its
 * invitation (role, link and 72 hours), so only the link mailed last works. An address that
 * already has an account is refused: an investor is not turned into an operator by a link.
 */
export async function inviteOperator(ctx: AppContext, tx: Tx, input: OperatorInvite, inviter: User): Promise<OperatorInvitationDto> {
  const now = ctx.clock.now();
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (account) throw conflict('EMAIL_TAKEN', operatorMessagesOf.emailTaken);
  const token = newToken();
  const invitation = {
    email: input.email,
    operatorRole: input.role,
    tokenHash: hashToken(token),
    invitedBy: inviter.id,
    language: inviter.language,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
    acceptedAt: null,
  };
  const [row] = await tx.insert(operatorInvitations).values(invitation).onConflictDoUpdate({ target: operatorInvitations.email, set: invitation }).returning();
  await enqueueMail(tx, {
    to: input.email,
    ...operatorInvitationMail({ inviter: inviter.fullname, role: input.role, link: acceptInviteLink(ctx.config, token) }, mailText(inviter.language)),
  });
  await writeAudit(tx, {
    actorId: inviter.id,
    action: 'operator.invite',
    entityType: 'operator_invitation',
    entityId: row!.id,
    after: { email: input.email, role: input.role },
  });
  return toInvitationDto(row!);
}
