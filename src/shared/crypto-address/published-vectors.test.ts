import { describe, expect, it } from 'vitest';
import { isValidCryptoAddress } from './payout-address';

/** BIP-173 "Test vectors": the segwit addresses it lists as valid. */
const BIP173_VALID = {
  mainnetV0: ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
  testnet: ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy'],
  // Witness v1+ under the bech32 checksum: BIP-350 made these invalid.
  supersededByBip350: ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx', 'BC1SW50QA3JX3S', 'bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj'],
};

/** BIP-173 "Test vectors": invalid segwit addresses. */
const BIP173_INVALID = [
  'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', // invalid human-readable part
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // invalid checksum
  'BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', // invalid witness version
  'bc1rw5uspcuh', // invalid program length
  'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', // invalid program length
  'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // invalid program length for witness version 0
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', // mixed case
  'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', // zero padding of more than 4 bits
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', // non-zero padding in 8-to-5 conversion
  'bc1gmk9yu', // empty data section
];

/** BIP-350 "Test vectors for v0-v16 native segregated witness addresses": the valid ones. */
const BIP350_VALID = {
  mainnet: ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
  // Well-formed, but no spending rule is assigned to them: anyone can take what is sent there.
  unspendable: [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', // v1, a 40-byte program (taproot's is 32)
    'BC1SW50QGDZ25J', // v16
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', // v2
  ],
  testnet: [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  ],
};

/** BIP-350: invalid segwit addresses. */
const BIP350_INVALID = [
  'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', // invalid human-readable part
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // bech32 instead of bech32m
  'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', // bech32 instead of bech32m
  'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', // bech32 instead of bech32m
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // bech32m instead of bech32
  'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', // bech32m instead of bech32
  'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', // invalid character in checksum
  'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', // invalid witness version
  'bc1pw5dgrnzv', // invalid program length (1 byte)
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', // invalid program length (41 bytes)
  'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // invalid program length for witness version 0
  'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', // mixed case
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', // zero padding of more than 4 bits
  'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', // non-zero padding in 8-to-5 conversion
  'bc1gmk9yu', // empty data section
];

/** EIP-55 "Test Cases". */
const EIP55 = {
  allCaps: ['0x52908400098527886E0F7030069857D2E4169EE7', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'],
  allLower: ['0xde709f2102306220921060314715629080e2fb77', '0x27b1fdb04752bbc536007a920d24acb045561c26'],
  checksummed: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ],
};

const swapCase = (char: string) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase());

describe('BIP-173 and BIP-350 segwit vectors as BTC payout addresses', () => {
  it.each([...BIP173_VALID.mainnetV0, ...BIP350_VALID.mainnet])('accepts %s', (address) => {
    expect(isValidCryptoAddress('BTC', address)).toBe(true);
  });

  it.each(BIP350_VALID.unspendable)('refuses %s: a witness program nobody holds the key of', (address) => {
    expect(isValidCryptoAddress('BTC', address)).toBe(false);
  });

  it.each(BIP173_VALID.supersededByBip350)('refuses %s: witness v1+ must carry a bech32m checksum', (address) => {
    expect(isValidCryptoAddress('BTC', address)).toBe(false);
  });

  it.each([...BIP173_VALID.testnet, ...BIP350_VALID.testnet])('refuses the testnet address %s', (address) => {
    expect(isValidCryptoAddress('BTC', address)).toBe(false);
  });

  it.each([...BIP173_INVALID, ...BIP350_INVALID])('refuses the invalid address %s', (address) => {
    expect(isValidCryptoAddress('BTC', address)).toBe(false);
  });
});

describe('EIP-55 vectors as ETH payout addresses', () => {
  it.each([...EIP55.allCaps, ...EIP55.allLower, ...EIP55.checksummed])('accepts %s', (address) => {
    expect(isValidCryptoAddress('ETH', address)).toBe(true);
    expect(isValidCryptoAddress('USDT', address)).toBe(true);
  });

  it.each(EIP55.checksummed)('refuses %s with any one letter in the other case', (address) => {
    const letters = [...address].flatMap((char, i) => (i >= 2 && /[a-f]/i.test(char) ? [i] : []));
    expect(letters.length).toBeGreaterThan(0);
    for (const i of letters) {
      const changed = address.slice(0, i) + swapCase(address[i]!) + address.slice(i + 1);
      expect(isValidCryptoAddress('ETH', changed), changed).toBe(false);
    }
  });
});
