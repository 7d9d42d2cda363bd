import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from '../errors';

export interface MoneyResult {
  statusCode: number;
  body: unknown;
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a money-moving handler in one transaction. With an Idempotency-Key header the key is claimed
 * in that same transaction: a concurrent duplicate blocks on the key's row until the first commits,
 * then replays its answer; the same key with another body is refused with 409.
 */
export async function runMoneyRequest(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  handler: (tx: Tx) => Promise<MoneyResult>,
): Promise<FastifyReply> {
  const key = request.headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || key.length < 1 || key.length > 255)) {
    throw badRequest('BAD_IDEMPOTENCY_KEY', 'Idempotency-Key must be 1 to 255 characters.');
  }
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = createHash('sha256').update(`${route}\n${stableStringify(request.body ?? null)}`).digest('hex');

  const result = await db.transaction(async (tx) => {
    if (key === undefined) return handler(tx);
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, route, requestHash, statusCode: 0, responseBody: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!stored || stored.requestHash !== requestHash) {
        throw conflict('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different request.');
      }
      return { statusCode: stored.statusCode, body: stored.responseBody, replayed: true };
    }
    const outcome = await handler(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: outcome.statusCode, responseBody: outcome.body as object })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return outcome;
  });
  if ('replayed' in result) reply.header('idempotent-replayed', 'true');
  return reply.code(result.statusCode).send(result.body);
}
