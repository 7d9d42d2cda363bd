import type { CryptoType } from './constants';

/**
 * The shape of a payout address per coin. A shape check, not a checksum check: it catches an
 * address pasted into the wrong coin's field or cut short, on the server and in the browser alike.
 */
const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const BECH32 = '[02-9ac-hj-np-z]';

const ETH_SHAPE = /^0x[0-9a-fA-F]{40}$/;
const TRON_SHAPE = new RegExp(`^T${BASE58}{33}$`);

export const CRYPTO_ADDRESS_SHAPES: Record<CryptoType, readonly RegExp[]> = {
  BTC: [new RegExp(`^[13]${BASE58}{25,34}$`), new RegExp(`^bc1${BECH32}{11,71}$`, 'i')],
  ETH: [ETH_SHAPE],
  LTC: [new RegExp(`^[LM3]${BASE58}{26,33}$`), new RegExp(`^ltc1${BECH32}{11,71}$`, 'i')],
  // USDT circulates on Ethereum (ERC-20) and on Tron (TRC-20); either network's address is accepted.
  USDT: [ETH_SHAPE, TRON_SHAPE],
  TRON: [TRON_SHAPE],
};

export function hasCryptoAddressShape(coin: CryptoType, address: string): boolean {
  return CRYPTO_ADDRESS_SHAPES[coin].some((shape) => shape.test(address));
}

export const invalidCryptoAddressMessage = (coin: CryptoType) => `Please enter a valid ${coin} address.`;
