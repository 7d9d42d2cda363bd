import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { SESSION_COOKIE } from '../http/session-cookie';
import { toUserDto } from '../users/user-dto';
import { resumeSession } from './session-store';
import type { SessionDto } from '../../shared/schemas/user';
import type { User } from '../db/schema';

/**
 * The signed-in person a page request comes from, with the answer `GET /api/auth/session` would give
 * at this moment (the page carries it, so the app need not ask); null without a live session.
 */
export async function pageSession(ctx: AppContext, request: FastifyRequest): Promise<{ user: User; session: SessionDto } | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await resumeSession(ctx.db, token, ctx.config.sessionIdleMinutes, ctx.clock.now(), { slide: true });
  if (!session) return null;
  return { user: session.user, session: { user: toUserDto(session.user), csrfToken: session.csrfToken, idleMinutes: ctx.config.sessionIdleMinutes } };
}
