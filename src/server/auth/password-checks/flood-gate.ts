import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../http/error-handler';
import { TOO_MANY_ATTEMPTS } from '../../../shared/schemas/auth';
import { SESSION_COOKIE } from '../plugin';
import { takeSlots } from './client-slots';

/** Such requests one address may have in flight at once (several people behind one NAT sign in together)... */
const IN_FLIGHT_PER_ADDRESS = 4;
/** ...and one session of that address: a flood from one signed-in client waits for nothing, it is refused. */
const IN_FLIGHT_PER_SESSION = 2;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route verifies a password or a code, or hashes a password: each client gets only a few
     * of its requests in flight at once (registerFloodGate).
     */
    checksSecret?: boolean;
  }
}

/**
 * Turns away a client's flood of password and code checks in the first hook, before the session is
 * loaded or the body read: one client's hundreds of concurrent requests then cost a map lookup
 * each, not a database round trip each ahead of everyone else's sign-in. Registered after the
 * cookie parser and before the session plugin.
 *
 * Keyed by address, and by address and session cookie where there is one, so one signed-in
 * client's flood leaves its NAT neighbours free. The cookie is not verified here, so a client
 * inventing cookies is still held to its address's slots. A slot is held until the answer is sent
 * or the connection closes; counts are per instance, as they only bound concurrency (the counters
 * that decide how many guesses a client gets are in the database: password-check-limits.ts).
 */
export function registerFloodGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.checksSecret) return;
    const session = request.cookies[SESSION_COOKIE];
    const release = takeSlots([
      { key: `address:${request.ip}`, max: IN_FLIGHT_PER_ADDRESS },
      ...(session ? [{ key: `session:${request.ip}:${session}`, max: IN_FLIGHT_PER_SESSION }] : []),
    ]);
    // Answered here rather than thrown: no error object, no stack trace, for each of a flood.
    if (!release) return reply.code(429).send(errorBody(request, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS));
    reply.raw.once('close', release);
  });
}
