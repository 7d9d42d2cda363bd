import type { AppContext } from '../context';
import type { User } from '../db/schema';
import { createSession } from './session-store';
import { refuseFrozen } from './freeze/frozen';

export interface ClientMeta {
  userAgent: string;
  ipAddress: string;
}

export async function startSession(ctx: AppContext, user: User, meta: ClientMeta) {
  refuseFrozen(user);
  const session = await createSession(ctx.db, user.id, { ...meta, now: ctx.clock.now() });
  return { user, session };
}
