import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

const base58check = createBase58check(sha256);

/** The payload of a legacy address: one version byte, then a 20-byte key or script hash. */
const PAYLOAD_BYTES = 21;

/** A Base58Check address whose 4-byte checksum holds and whose version byte is one of `versions`. */
export function isBase58CheckAddress(versions: readonly number[], address: string): boolean {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return false;
  }
  return payload.length === PAYLOAD_BYTES && versions.includes(payload[0]!);
}
