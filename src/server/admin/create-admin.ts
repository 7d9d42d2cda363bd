import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createUser } from '../users/create-user';
import { writeAudit } from '../audit/record';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import type { OperatorRole } from '../../shared/operator-roles';

export type CreateAdminResult =
  | { outcome: 'created'; email: string; password: string; generated: boolean }
  | { outcome: 'promoted'; email: string }
  | { outcome: 'already-admin'; email: string }
  | { outcome: 'refused'; reason: string };

/**
 * `npm run admin -- create <email> [--role <role>]`: an `owner` unless a role is given. A new account gets the given password or a generated one.
 * An existing investor becomes an admin only when asked explicitly (promote), because that hands
 * the back office to whoever controls that account.
 */
export async function createAdmin(db: Db, input: { email: string; password?: string; promote?: boolean; role?: OperatorRole }): Promise<CreateAdminResult> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    return { outcome: 'refused', reason: `Not an e-mail address: ${input.email}` };
  }
  if (input.password !== undefined && input.password.length < PASSWORD_MIN_LENGTH) {
    return { outcome: 'refused', reason: `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters.` };
  }
  const operatorRole = input.role ?? 'owner';
  return db.transaction(async (tx): Promise<CreateAdminResult> => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing?.role === 'admin') return { outcome: 'already-admin', email };
    if (existing && !input.promote) {
      return { outcome: 'refused', reason: `${email} is an investor account; add --promote to make it an admin.` };
    }
    if (existing) {
      await tx.update(users).set({ role: 'admin', operatorRole }).where(eq(users.id, existing.id));
      await writeAudit(tx, {
        actorId: null,
        action: 'user.promote_admin',
        entityType: 'user',
        entityId: existing.id,
        before: { role: existing.role },
        after: { role: 'admin', operatorRole },
      });
      return { outcome: 'promoted', email };
    }
    const password = input.password ?? randomBytes(15).toString('base64url');
    // Created from the server's command line by someone who runs the platform: no mailed proof needed.
    const admin = await createUser(tx, { email, password, fullname: 'Platform Operator', role: 'admin', operatorRole, emailVerifiedAt: new Date() });
    await writeAudit(tx, { actorId: null, action: 'user.create_admin', entityType: 'user', entityId: admin.id, after: { email, role: 'admin', operatorRole } });
    return { outcome: 'created', email, password, generated: input.password === undefined };
  });
}
