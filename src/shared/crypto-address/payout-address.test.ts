import { describe, expect, it } from 'vitest';
import { hasCryptoAddressShape } from './crypto-address';
import { VALID_ADDRESSES } from '../../tests/support/account-fixtures';

describe('payout address shapes', () => {
  it('accepts each coin its own address forms', () => {
    expect(hasCryptoAddressShape('BTC', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(true);
    expect(hasCryptoAddressShape('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(hasCryptoAddressShape('BTC', VALID_ADDRESSES.btc_address)).toBe(true);
    expect(hasCryptoAddressShape('ETH', VALID_ADDRESSES.eth_address)).toBe(true);
    expect(hasCryptoAddressShape('LTC', VALID_ADDRESSES.ltc_address)).toBe(true);
    expect(hasCryptoAddressShape('LTC', 'ltc1qg82tqmxkhs0a4tajyml9d0pf6ehj2fgl0j0nqd')).toBe(true);
    expect(hasCryptoAddressShape('TRON', VALID_ADDRESSES.tron_address)).toBe(true);
    expect(hasCryptoAddressShape('USDT', VALID_ADDRESSES.eth_address)).toBe(true);
    expect(hasCryptoAddressShape('USDT', VALID_ADDRESSES.tron_address)).toBe(true);
  });

  it("refuses another coin's address, a cut-short address and characters base58 leaves out", () => {
    expect(hasCryptoAddressShape('BTC', VALID_ADDRESSES.eth_address)).toBe(false);
    expect(hasCryptoAddressShape('ETH', VALID_ADDRESSES.eth_address.slice(0, 30))).toBe(false);
    expect(hasCryptoAddressShape('TRON', VALID_ADDRESSES.btc_address)).toBe(false);
    expect(hasCryptoAddressShape('LTC', VALID_ADDRESSES.btc_address)).toBe(false);
    expect(hasCryptoAddressShape('BTC', '1BoatSLRHtKNngkdXEeobR76b53LETtpy0')).toBe(false);
    expect(hasCryptoAddressShape('USDT', VALID_ADDRESSES.btc_address)).toBe(false);
    expect(hasCryptoAddressShape('ETH', ` ${VALID_ADDRESSES.eth_address}\n`)).toBe(false);
  });
});
