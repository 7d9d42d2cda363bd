import { hash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from '../errors';

export interface MoneyResult {
  statusCode: number;
  body: unknown;
}

/** What a request's Idempotency-Key binds: the key, and the route and body it was first used with. */
export interface IdempotencyClaim {
  key: string;
  route: string;
  requestHash: string;
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's claim, or undefined without an Idempotency-Key; a malformed key is refused. */
export function idempotencyClaimOf(request: FastifyRequest): IdempotencyClaim | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
    throw badRequest('BAD_IDEMPOTENCY_KEY', 'Idempotency-Key must be 1 to 255 characters.');
  }
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = hash('sha256', `${route}\n${stableStringify(request.body ?? null)}`, 'hex');
  return { key, route, requestHash };
}

/** The first answer given under the key, or undefined when it is unused; another request's key is refused with 409. */
export async function storedAnswer(db: Queryable, userId: string, claim: IdempotencyClaim): Promise<MoneyResult | undefined> {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, claim.key)));
  if (!stored) return undefined;
  if (stored.requestHash !== claim.requestHash) {
    throw conflict('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different request.');
  }
  return { statusCode: stored.statusCode, body: stored.responseBody };
}

export const sendReplay = (reply: FastifyReply, answer: MoneyResult): FastifyReply =>
  reply.header('idempotent-replayed', 'true').code(answer.statusCode).send(answer.body);
