import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, notFound, unauthorized } from '../errors';
import { messages } from '../../shared/messages';
import type { AppContext } from '../context';
import { changesState, needsCsrfToken } from '../http/request-forgery';
import { SESSION_COOKIE } from '../http/session-cookie';
import { resumeSession, type ActiveSession } from './session-store';

/**
 * Sent by the browser's own timers (the notification poll): such a request is answered as usual but
 * is not activity, so an open, untouched tab still reaches the idle timeout.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** The route decides by whether two-factor sign-in is on: it is read with the session (twoFactorOnOf). */
    readsTwoFactor?: boolean;
  }
}

function originMatchesHost(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function presentedCsrfToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const body = request.body as { _csrf?: unknown } | undefined;
  return typeof body?._csrf === 'string' ? body._csrf : undefined;
}

/** Resolves the session cookie on every request and guards state-changing ones against forgery. */
export const sessionPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.signedWebhook) return;
    if (changesState(request.method) && !originMatchesHost(request)) throw forbidden('Cross-origin request refused.');
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const slide = request.headers[BACKGROUND_REQUEST_HEADER] === undefined;
    const twoFactor = request.routeOptions.config.readsTwoFactor === true;
    request.session = await resumeSession(ctx.db, token, ctx.config.sessionIdleMinutes, ctx.clock.now(), { slide, twoFactor });
  });

  // preValidation: a forged request is refused before its body is judged, and the body is already
  // parsed here (the logout form's _csrf field). A callback hook: it waits for nothing.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!needsCsrfToken(request.method, request.routeOptions.config) || !request.url.startsWith('/api/')) return done();
    if (request.session && presentedCsrfToken(request) !== request.session.csrfToken) {
      return done(forbidden('Missing or invalid anti-forgery token.'));
    }
    done();
  });
});

/**
 * A signed-in route's guard. Like every guard that only reads the loaded session, a callback hook:
 * an async one costs each request a promise and a turn of the microtask queue.
 */
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(request.session ? undefined : unauthorized(messages.notAuthenticated));
}

/** Admin routes do not exist for anyone else: 404, not 403. */
export function requireAdmin(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(request.session?.user.role === 'admin' ? undefined : notFound());
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest) {
  if (!request.session) throw unauthorized(messages.notAuthenticated);
  return request.session.user;
}
