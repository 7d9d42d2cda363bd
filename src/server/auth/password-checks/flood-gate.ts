import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { errorBody } from '../../http/error-handler';
import { TOO_MANY_ATTEMPTS } from '../../../shared/schemas/auth';
import { SESSION_COOKIE } from '../../http/session-cookie';
import { takeSlots } from './client-slots';
import { sessionAtRoute, spentBudgets } from './spent-budgets';

/** Such requests one address may have in flight at once (several people behind one NAT sign in together)... */
const IN_FLIGHT_PER_ADDRESS = 4;
/**
 * ...and one session of that address: a flood from one signed-in client waits for nothing, it is
 * refused. One, so a flooding session holds at most one of the hashing slots (one per core) and
 * everyone else's sign-in finds the others free.
 */
const IN_FLIGHT_PER_SESSION = 1;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route verifies a password or a code, or hashes a password: each client gets only a few
     * of its requests in flight at once (registerFloodGate).
     */
    checksSecret?: boolean;
  }
}

/** Answered here rather than thrown: no error object, no stack trace, for each of a flood. */
const refuse = (request: FastifyRequest, reply: FastifyReply) => reply.code(429).send(errorBody(request, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS));

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
export function registerFloodGate(app: FastifyInstance, db: Db): void {
  const spent = spentBudgets(db);
  // A callback hook, as it runs on every request and waits for nothing: an async one cost each a
  // promise and a turn of the microtask queue. A refusal answers without calling done.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.checksSecret) return done();
    const address = request.ip;
    const session = request.cookies[SESSION_COOKIE];
    // A session that used up its budget guessing its own account here is refused without being loaded.
    if (session && spent.isSpent(sessionAtRoute(request.routeOptions.url!, address, session))) return void refuse(request, reply);
    const release = takeSlots([
      { key: `address:${address}`, max: IN_FLIGHT_PER_ADDRESS },
      ...(session ? [{ key: `session:${address}:${session}`, max: IN_FLIGHT_PER_SESSION }] : []),
    ]);
    if (!release) return void refuse(request, reply);
    reply.raw.once('close', release);
    done();
  });
}
