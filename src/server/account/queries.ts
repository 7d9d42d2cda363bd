import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users, type User } from '../db/schema';
import { notFound } from '../errors';

export async function updateUser(db: Queryable, userId: string, changes: Partial<typeof users.$inferInsert>, now: Date): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound();
  return user;
}
