import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook's body as JSON when its signature header is `prefix` + the hex HMAC of the raw bytes
 * under `secret`, compared in constant time before the body is read; undefined otherwise (no or a
 * wrong signature). A signed body that is not a JSON object reads as an empty event.
 */
export function verifiedEventJson(
  rawBody: Buffer,
  header: string | string[] | undefined,
  prefix: string,
  algorithm: 'sha256' | 'sha512',
  secret: string,
): Record<string, unknown> | undefined {
  if (typeof header !== 'string' || !header.startsWith(prefix)) return undefined;
  const expected = createHmac(algorithm, secret).update(rawBody).digest();
  const given = Buffer.from(header.slice(prefix.length), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const event: unknown = JSON.parse(rawBody.toString('utf8'));
    return event && typeof event === 'object' && !Array.isArray(event) ? (event as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
