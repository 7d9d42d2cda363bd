import type { CryptoType, UsdtNetwork } from '../constants';
import { isBase58CheckAddress } from './base58check';
import { isEthereumAddress } from './eip55';
import { isSegwitAddress } from './segwit';
import { payoutMethodName } from '../payout-method';

/**
 * Mainnet version bytes of the legacy (Base58Check) addresses each chain pays to. Testnet ones (BTC and
 * LTC m/n/2/Q, tb1, tltc1) are refused: coins sent to them from a mainnet exchange are lost.
 */
const BTC_VERSIONS = [0x00, 0x05]; // P2PKH 1…, P2SH 3…
const LTC_VERSIONS = [0x30, 0x32, 0x05]; // P2PKH L…, P2SH M… and the older 3…
const TRON_VERSIONS = [0x41]; // T…

const isTronAddress = (address: string) => isBase58CheckAddress(TRON_VERSIONS, address);

/** Nobody holds the key of the zero address: what is sent there (ether or a token) is burnt. */
const ETHEREUM_ZERO_ADDRESS = /^0x0{40}$/;
const isPayableEthereumAddress = (address: string) => isEthereumAddress(address) && !ETHEREUM_ZERO_ADDRESS.test(address);

/** USDT circulates on Tron (TRC-20) and on Ethereum (ERC-20); a payout goes out on the one the investor names. */
const USDT_NETWORK_CHECKS: Record<UsdtNetwork, (address: string) => boolean> = {
  TRC20: isTronAddress,
  ERC20: isPayableEthereumAddress,
};

/**
 * A native segwit address when it begins with the chain's prefix and the separator (`bc1`, `ltc1`),
 * which no legacy address of the chain can (it would need another version byte), otherwise a legacy
 * one: each address is decoded only the way it is written, as a decoding that fails throws, which
 * costs a withdrawal several times the check itself.
 */
const segwitOrLegacy = (hrp: string, versions: readonly number[]) => (address: string) =>
  address.toLowerCase().startsWith(`${hrp}1`) ? isSegwitAddress(hrp, address) : isBase58CheckAddress(versions, address);

/**
 * Each coin's payout address, decoded and its checksum verified, on the server and in the browser
 * alike: a one-character typo fails the checksum instead of sending the coins nowhere. A USDT address
 * without a network (a saved payout address) may be either network's.
 */
const PAYOUT_ADDRESS_CHECKS: Record<CryptoType, (address: string) => boolean> = {
  BTC: segwitOrLegacy('bc', BTC_VERSIONS),
  ETH: isPayableEthereumAddress,
  LTC: segwitOrLegacy('ltc', LTC_VERSIONS),
  USDT: (address) => USDT_NETWORK_CHECKS.TRC20(address) || USDT_NETWORK_CHECKS.ERC20(address),
  TRON: isTronAddress,
};

/** Whether `address` can receive `coin`, on `network` when one is named (USDT's). */
export function isValidCryptoAddress(coin: CryptoType, address: string, network?: UsdtNetwork): boolean {
  return coin === 'USDT' && network ? USDT_NETWORK_CHECKS[network](address) : PAYOUT_ADDRESS_CHECKS[coin](address);
}

export const invalidCryptoAddressMessage = (coin: CryptoType, network?: UsdtNetwork) => `Please enter a valid ${payoutMethodName(coin, network)} address.`;
