import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../../audit/record';
import { endAllSessions } from '../../auth/session-store';
import { mailUser } from '../../mail/send';
import { operatorChangedMail, type OperatorChange } from '../../mail/templates/operator-changed';
import { mailText } from '../../mail/text/mail-text';
import { operatorMessagesOf, type OperatorDto, type OperatorPatch } from '../../../shared/schemas/operators';
import { toOperatorDto } from './list';

/**
 * An owner changes an operator's role or disables them. Every active owner's row is locked first,
 * so two owners demoting each other at once cannot leave the platform without one. The operator
 * concerned is mailed what changed, in their language.
 */
export async function changeOperator(tx: Tx, operatorId: string, patch: OperatorPatch, actorId: string, now: Date): Promise<OperatorDto> {
  const activeOwners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.operatorRole, 'owner'), isNull(users.disabledAt)))
    .orderBy(users.id)
    .for('update');
  const [operator] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, operatorId), eq(users.role, 'admin')))
    .for('update');
  if (!operator) throw notFound('No such operator.');
  const change = 'role' in patch ? { operatorRole: patch.role } : { disabledAt: patch.disabled ? (operator.disabledAt ?? now) : null };
  const staysActiveOwner = ('role' in patch ? patch.role === 'owner' : !patch.disabled) && operator.operatorRole === 'owner';
  const isActiveOwner = activeOwners.some((owner) => owner.id === operator.id);
  if (isActiveOwner && !staysActiveOwner && activeOwners.length === 1) throw conflict('LAST_OWNER', operatorMessagesOf.lastOwner);
  const [changed] = await tx
    .update(users)
    .set({ ...change, updatedAt: now })
    .where(eq(users.id, operator.id))
    .returning();
  // A disabled operator is out at once, not at the end of an idle timeout.
  if ('disabled' in patch && patch.disabled) await endAllSessions(tx, operator.id);
  const told: OperatorChange = 'role' in patch ? { change: 'role', role: patch.role } : { change: patch.disabled ? 'disabled' : 'enabled' };
  const changedAnything = operator.operatorRole !== changed!.operatorRole || (operator.disabledAt === null) !== (changed!.disabledAt === null);
  if (changedAnything) await mailUser(tx, changed!, operatorChangedMail({ fullname: changed!.fullname, ...told }, mailText(changed!.language)));
  await writeAudit(tx, {
    actorId,
    action: 'role' in patch ? 'operator.change_role' : patch.disabled ? 'operator.disable' : 'operator.enable',
    entityType: 'user',
    entityId: operator.id,
    before: { role: operator.operatorRole, disabled: operator.disabledAt !== null },
    after: { role: changed!.operatorRole, disabled: changed!.disabledAt !== null },
  });
  return toOperatorDto(changed!);
}
