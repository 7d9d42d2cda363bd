import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, notFound, unauthorized } from '../errors';
import { messages } from '../../shared/messages';
import type { AppContext } from '../context';
import { changesState, needsCsrfToken } from '../http/request-forgery';
import { SESSION_COOKIE } from '../http/session-cookie';
import { resumeSession, type ActiveSession } from './session-store';
import { floodGate } from './password-checks/flood-gate';

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

/** Checks the anti-forgery token of a state-changing request made with a session. A callback hook: it waits for nothing. */
function checkCsrfToken(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const forged = changesState(request.method) && request.session && presentedCsrfToken(request) !== request.session.csrfToken;
  done(forged ? forbidden('Missing or invalid anti-forgery token.') : undefined);
}

/**
 * Resolves the session cookie on every API request and guards state-changing ones against forgery,
 * in one hook and in this order: the flood gate, the origin, the session. A read passes no
 * anti-forgery check: only the routes that can change state get one.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('session', null);
  const admit = floodGate(ctx.db);

  app.addHook('onRequest', async (request, reply) => {
    const { config } = request.routeOptions;
    // First: a flood of password checks from one client is turned away before its session costs a query.
    if (config.checksSecret && !admit(request, reply)) return reply;
    if (!request.url.startsWith('/api/') || config.signedWebhook) return;
    if (changesState(request.method) && !originMatchesHost(request)) throw forbidden('Cross-origin request refused.');
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const slide = request.headers[BACKGROUND_REQUEST_HEADER] === undefined;
    request.session = await resumeSession(ctx.db, token, ctx.config.sessionIdleMinutes, ctx.clock.now(), { slide, twoFactor: config.readsTwoFactor === true });
  });

  // Only the routes that take a state-changing method without a reason to skip it get the check, as
  // their first preValidation hook: a forged request is refused before its body is judged, and the
  // body is already parsed there (the logout form's _csrf field).
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api/') || !methods.some((method) => needsCsrfToken(method, route.config ?? {}))) return;
    route.preValidation = [checkCsrfToken, ...[route.preValidation ?? []].flat()];
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
