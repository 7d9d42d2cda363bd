import { bech32, bech32m } from '@scure/base';

/**
 * The words of a native segwit address, under the checksum its witness version calls for: version 0
 * keeps BIP-173's bech32, versions 1 and above take BIP-350's bech32m. The same data under the other
 * checksum is refused, which is what stops a v1+ address typed into a BIP-173-only wallet going astray.
 */
function decodeSegwit(address: string) {
  const asBech32 = bech32.decodeUnsafe(address);
  if (asBech32) return asBech32.words[0] === 0 ? asBech32 : undefined;
  const asBech32m = bech32m.decodeUnsafe(address);
  return asBech32m && asBech32m.words[0] !== 0 ? asBech32m : undefined;
}

/**
 * The witness programs a payout can be spent from: version 0 with a 20-byte key hash or a 32-byte
 * script hash (BIP-141), version 1 with a 32-byte taproot key (BIP-341). Every other version, and
 * version 1 of another length, is well-formed but unassigned: anyone can spend what is sent there.
 */
const SPENDABLE_PROGRAM_BYTES: Record<number, readonly number[]> = { 0: [20, 32], 1: [32] };

/** A mainnet segwit address for the chain whose human-readable part is `hrp` (`bc`, `ltc`) that its owner can spend from. */
export function isSegwitAddress(hrp: string, address: string): boolean {
  const decoded = decodeSegwit(address);
  if (!decoded || decoded.prefix !== hrp) return false;
  const [version, ...data] = decoded.words;
  const lengths = version === undefined ? undefined : SPENDABLE_PROGRAM_BYTES[version];
  if (!lengths) return false;
  // Refuses more than 4 bits of padding and non-zero padding, as BIP-173 requires.
  const program = bech32.fromWordsUnsafe(data);
  return program !== undefined && lengths.includes(program.length);
}
