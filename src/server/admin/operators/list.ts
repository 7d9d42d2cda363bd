import { asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { operatorInvitations, users, type OperatorInvitation, type User } from '../../db/schema';
import type { OperatorDto, OperatorInvitationDto, OperatorsResponse } from '../../../shared/schemas/operators';
import type { OperatorRole } from '../../../shared/operator-roles';

export function toOperatorDto(user: User): OperatorDto {
  return {
    id: user.id,
    email: user.email,
    fullname: user.fullname,
    // Every admin row has a role: the users table checks it.
    role: user.operatorRole as OperatorRole,
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export const toInvitationDto = (invitation: OperatorInvitation): OperatorInvitationDto => ({
  email: invitation.email,
  role: invitation.operatorRole,
  invitedAt: invitation.createdAt.toISOString(),
  expiresAt: invitation.expiresAt.toISOString(),
});

/**
 * A team is a handful of people: the whole list, oldest first, no pages; and the invitations not
 * yet accepted, expired ones too, so the owner sees whom to invite again.
 */
export async function listOperators(db: Queryable): Promise<OperatorsResponse> {
  const [operators, invitations] = await Promise.all([
    db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt), asc(users.id)),
    db.select().from(operatorInvitations).where(isNull(operatorInvitations.acceptedAt)).orderBy(asc(operatorInvitations.createdAt)),
  ]);
  return { items: operators.map(toOperatorDto), invitations: invitations.map(toInvitationDto) };
}
