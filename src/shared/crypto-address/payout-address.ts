import type { CryptoType } from '../constants';
import { isBase58CheckAddress } from './base58check';
import { isEthereumAddress } from './eip55';
import { isSegwitAddress } from './segwit';

/**
 * Mainnet version bytes of the legacy (Base58Check) addresses each chain pays to. Testnet ones (BTC and
 * LTC m/n/2/Q, tb1, tltc1) are refused: coins sent to them from a mainnet exchange are lost.
 */
const BTC_VERSIONS = [0x00, 0x05]; // P2PKH 1…, P2SH 3…
const LTC_VERSIONS = [0x30, 0x32, 0x05]; // P2PKH L…, P2SH M… and the older 3…
const TRON_VERSIONS = [0x41]; // T…

const isTronAddress = (address: string) => isBase58CheckAddress(TRON_VERSIONS, address);

/**
 * Each coin's payout address, decoded and its checksum verified, on the server and in the browser
 * alike: a one-character typo fails the checksum instead of sending the coins nowhere.
 */
const PAYOUT_ADDRESS_CHECKS: Record<CryptoType, (address: string) => boolean> = {
  BTC: (address) => isBase58CheckAddress(BTC_VERSIONS, address) || isSegwitAddress('bc', address),
  ETH: isEthereumAddress,
  LTC: (address) => isBase58CheckAddress(LTC_VERSIONS, address) || isSegwitAddress('ltc', address),
  // USDT circulates on Ethereum (ERC-20) and on Tron (TRC-20); either network's address is accepted.
  USDT: (address) => isEthereumAddress(address) || isTronAddress(address),
  TRON: isTronAddress,
};

export function isValidCryptoAddress(coin: CryptoType, address: string): boolean {
  return PAYOUT_ADDRESS_CHECKS[coin](address);
}

export const invalidCryptoAddressMessage = (coin: CryptoType) => `Please enter a valid ${coin} address.`;
