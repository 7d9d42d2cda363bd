import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The body with its keys in alphabetical order at every depth, as NOWPayments' own example code
 * sorts it before signing (which turns an array into an object keyed by index, so it is followed
 * here too: the signature is over their serialisation, not the bytes that arrived).
 */
function sortedKeys(value: Json): Json {
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, Json>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sortedKeys(record[key]!)]),
  );
}

const SIGNATURE = /^[0-9a-f]{128}$/i;

/**
 * The IPN body when its `x-nowpayments-sig` is the hex HMAC-SHA512, under the IPN secret, of the
 * body re-serialised with sorted keys, compared in constant time; null for a missing, malformed or
 * wrong signature and for a body that is not a JSON object.
 */
export function verifiedIpnBody(rawBody: Buffer, headers: IncomingHttpHeaders, ipnSecret: string): Record<string, Json> | null {
  const signature = headers['x-nowpayments-sig'];
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) return null;
  let body: Json;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const expected = createHmac('sha512', ipnSecret)
    .update(JSON.stringify(sortedKeys(body)))
    .digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? body : null;
}
