import { describe, expect, it } from 'vitest';
import type { CryptoType } from '../constants';
import { bech32, bech32m } from '@scure/base';
import { invalidCryptoAddressMessage, isValidCryptoAddress } from './payout-address';
import { VALID_ADDRESSES } from '../../../tests/support/account-fixtures';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HEX = '0123456789abcdef';

/** Published addresses of each kind each coin pays to. */
const KNOWN_GOOD: Array<[CryptoType, string, string]> = [
  ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', BASE58], // P2PKH
  ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', BASE58], // P2SH
  ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', BECH32], // P2WPKH
  ['BTC', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', BECH32], // P2WSH
  ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', BECH32], // taproot
  ['LTC', 'LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz', BASE58], // P2PKH L…
  ['LTC', 'MGxNPPB7eBoWPUaprtX9v9CXJZoD2465zN', BASE58], // P2SH M…
  ['LTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', BASE58], // P2SH 3…, the version byte Litecoin shared with Bitcoin
  ['LTC', 'ltc1q3e4eh3lldvx97zg6d74x4ns6v5a4j4hwwqycwv', BECH32], // P2WPKH
  ['ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', HEX],
  ['TRON', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', BASE58],
  ['TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', BASE58],
  ['USDT', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', HEX], // ERC-20
  ['USDT', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', BASE58], // TRC-20
];

/** Every substitution of one character after the fixed prefix by the next one of the address's alphabet, case kept. */
function oneCharacterChanges(address: string, alphabet: string): string[] {
  const prefix = address.match(/^(0x|bc1|ltc1)/i)?.[0].length ?? 0;
  return [...address].slice(prefix).map((char, offset) => {
    const i = prefix + offset;
    const next = alphabet[(alphabet.indexOf(alphabet.includes(char) ? char : char.toLowerCase()) + 1) % alphabet.length]!;
    const replacement = char === char.toUpperCase() && alphabet !== BASE58 ? next.toUpperCase() : next;
    return address.slice(0, i) + replacement + address.slice(i + 1);
  });
}

describe('payout addresses, decoded and checksum-verified', () => {
  it.each(KNOWN_GOOD)('accepts the %s address %s', (coin, address) => {
    expect(isValidCryptoAddress(coin, address)).toBe(true);
  });

  it.each(KNOWN_GOOD)('refuses the %s address %s with any one character changed', (coin, address, alphabet) => {
    const changes = oneCharacterChanges(address, alphabet);
    expect(changes.every((changed) => changed !== address && changed.length === address.length)).toBe(true);
    for (const changed of changes) expect(isValidCryptoAddress(coin, changed), changed).toBe(false);
  });

  it('accepts the addresses the test fixtures use', () => {
    expect(isValidCryptoAddress('BTC', VALID_ADDRESSES.btc_address)).toBe(true);
    expect(isValidCryptoAddress('ETH', VALID_ADDRESSES.eth_address)).toBe(true);
    expect(isValidCryptoAddress('LTC', VALID_ADDRESSES.ltc_address)).toBe(true);
    expect(isValidCryptoAddress('USDT', VALID_ADDRESSES.usdt_address)).toBe(true);
    expect(isValidCryptoAddress('TRON', VALID_ADDRESSES.tron_address)).toBe(true);
  });

  it('refuses testnet addresses: coins sent there from mainnet are lost', () => {
    expect(isValidCryptoAddress('BTC', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(false); // P2PKH testnet
    expect(isValidCryptoAddress('BTC', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc')).toBe(false); // P2SH testnet
    expect(isValidCryptoAddress('LTC', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(false);
    expect(isValidCryptoAddress('LTC', 'tltc1qw508d6qejxtdg4y5r3zarvary0c5xw7klfsuq0')).toBe(false);
  });

  it("refuses another coin's address with a valid checksum", () => {
    expect(isValidCryptoAddress('BTC', 'LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz')).toBe(false);
    expect(isValidCryptoAddress('BTC', 'ltc1q3e4eh3lldvx97zg6d74x4ns6v5a4j4hwwqycwv')).toBe(false);
    expect(isValidCryptoAddress('LTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false);
    expect(isValidCryptoAddress('LTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(isValidCryptoAddress('TRON', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(isValidCryptoAddress('TRON', VALID_ADDRESSES.eth_address)).toBe(false);
    expect(isValidCryptoAddress('ETH', VALID_ADDRESSES.tron_address)).toBe(false);
    expect(isValidCryptoAddress('USDT', VALID_ADDRESSES.btc_address)).toBe(false);
  });

  it('refuses a cut-short address, surrounding spaces, a mixed-case bech32 and no 0x', () => {
    expect(isValidCryptoAddress('ETH', VALID_ADDRESSES.eth_address.slice(0, 30))).toBe(false);
    expect(isValidCryptoAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN')).toBe(false);
    expect(isValidCryptoAddress('ETH', ` ${VALID_ADDRESSES.eth_address}\n`)).toBe(false);
    expect(isValidCryptoAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdQ')).toBe(false);
    expect(isValidCryptoAddress('ETH', VALID_ADDRESSES.eth_address.slice(2))).toBe(false);
    expect(isValidCryptoAddress('BTC', '')).toBe(false);
  });
});

/** A native segwit address of `hrp` with this witness version and a program of `bytes` bytes, under the checksum its version takes. */
const segwit = (hrp: string, version: number, bytes: number) =>
  (version === 0 ? bech32 : bech32m).encode(hrp, [version, ...bech32.toWords(new Uint8Array(bytes).fill(0x5a))]);

describe('addresses that lose coins', () => {
  it.each([
    ['bc', 'BTC'],
    ['ltc', 'LTC'],
  ] as const)('%s: pays a v0 key or script hash and a v1 taproot key, refuses every other version and length', (hrp, coin) => {
    for (const spendable of [segwit(hrp, 0, 20), segwit(hrp, 0, 32), segwit(hrp, 1, 32)]) expect(isValidCryptoAddress(coin, spendable), spendable).toBe(true);
    const unspendable = [segwit(hrp, 1, 20), segwit(hrp, 1, 33), segwit(hrp, 1, 40), segwit(hrp, 0, 33)];
    for (let version = 2; version <= 16; version += 1) unspendable.push(segwit(hrp, version, 32), segwit(hrp, version, 2));
    for (const address of unspendable) expect(isValidCryptoAddress(coin, address), address).toBe(false);
  });

  it('refuses the Ethereum zero address for ether and for USDT on ERC-20', () => {
    const zero = '0x0000000000000000000000000000000000000000';
    expect(isValidCryptoAddress('ETH', zero)).toBe(false);
    expect(isValidCryptoAddress('USDT', zero)).toBe(false);
    expect(isValidCryptoAddress('USDT', zero, 'ERC20')).toBe(false);
    expect(isValidCryptoAddress('ETH', '0x0000000000000000000000000000000000000001')).toBe(true);
  });

  it("takes USDT on the named network only; without one (a saved address), either network's", () => {
    const tron = VALID_ADDRESSES.tron_address;
    const ethereum = VALID_ADDRESSES.eth_address;
    expect([isValidCryptoAddress('USDT', tron, 'TRC20'), isValidCryptoAddress('USDT', ethereum, 'TRC20')]).toEqual([true, false]);
    expect([isValidCryptoAddress('USDT', ethereum, 'ERC20'), isValidCryptoAddress('USDT', tron, 'ERC20')]).toEqual([true, false]);
    expect([isValidCryptoAddress('USDT', tron), isValidCryptoAddress('USDT', ethereum)]).toEqual([true, true]);
    expect(invalidCryptoAddressMessage('USDT', 'TRC20')).toBe('Please enter a valid USDT TRC-20 address.');
    expect(invalidCryptoAddressMessage('USDT')).toBe('Please enter a valid USDT address.');
  });
});
