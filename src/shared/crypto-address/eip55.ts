import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: a letter is upper case where the keccak-256 of the lower-case hex has a nibble of 8 or more. */
function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  const cased = [...lower].map((char, i) => (Number.parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char));
  return `0x${cased.join('')}`;
}

/**
 * An Ethereum address: 0x and 40 hex digits. One written in a single case carries no checksum and is
 * taken as it is (EIP-55 kept such addresses valid); one in mixed case must match its EIP-55 casing.
 */
export function isEthereumAddress(address: string): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return address === toChecksumAddress(address);
}
