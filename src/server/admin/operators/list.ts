import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users, type User } from '../../db/schema';
import type { OperatorDto } from '../../../shared/schemas/operators';
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

/** A team is a handful of people: the whole list, oldest first, no pages. */
export async function listOperators(db: Queryable): Promise<OperatorDto[]> {
  const rows = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toOperatorDto);
}
