import type { FastifyReply, FastifyRequest } from 'fastify';
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
     * of its requests in flight at once (floodGate).
     */
    checksSecret?: boolean;
  }
}

/** Answered here rather than thrown: no error object, no stack trace, for each of a flood. */
const refuse = (request: FastifyRequest, reply: FastifyReply) => reply.code(429).send(errorBody(request, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS));

/** Lets a request through (true), or answers it 429 (false). */
export type FloodGate = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Turns away a client's flood of password and code checks before the session is loaded or the body
 * read (the session plugin asks it first, on the routes that check a secret): one client's hundreds
 * of concurrent requests then cost a map lookup each, not a database round trip each ahead of
 * everyone else's sign-in.
 *
 * Keyed by address, and by address and session cookie where there is one, so one signed-in
 * client's flood leaves its NAT neighbours free. The cookie is not verified here, so a client
 * inventing cookies is still held to its address's slots. A slot is held until the answer is sent
 * or the connection closes; counts are per instance, as they only bound concurrency (the counters
 * that decide how many guesses a client gets are in the database: password-check-limits.ts).
 */
export function floodGate(db: Db): FloodGate {
  const spent = spentBudgets(db);
  return (request, reply) => {
    const address = request.ip;
    const session = request.cookies[SESSION_COOKIE];
    // A session that used up its budget guessing its own account here is refused without being loaded.
    const release =
      session && spent.isSpent(sessionAtRoute(request.routeOptions.url!, address, session))
        ? null
        : takeSlots([
            { key: `address:${address}`, max: IN_FLIGHT_PER_ADDRESS },
            ...(session ? [{ key: `session:${address}:${session}`, max: IN_FLIGHT_PER_SESSION }] : []),
          ]);
    if (!release) {
      refuse(request, reply);
      return false;
    }
    reply.raw.once('close', release);
    return true;
  };
}
