import type { DepositQuote } from './deposit-quote';
import { formatCoinAmount } from './coin-amount';
import type { DepositNetwork } from './deposit-network';

/**
 * What the deposit QR code encodes before a quote: BIP21 for Bitcoin and Litecoin, EIP-681 for
 * Ethereum, the bare address otherwise; no amount, as the deposit is priced in USD.
 */
export function paymentUri(method: { uriScheme: string; walletAddress: string }): string {
  if (method.uriScheme === 'none') return method.walletAddress;
  return `${method.uriScheme}:${encodeURIComponent(method.walletAddress)}`;
}

/**
 * The QR code of a quoted deposit, with the amount where a wallet-neutral standard carries one:
 * BIP-21 `bitcoin:`/`litecoin:` with `amount` in coins, EIP-681 `ethereum:<address>@1` with `value`
 * in wei. Tokens (USDT on Tron or Ethereum) and TRX get the bare address: Tron has no URI standard
 * wallets share, and a wallet that misreads an EIP-681 token transfer would pay the token contract,
 * whose address that URI carries; the amount is in the instructions instead.
 */
export function quotedPaymentUri(network: DepositNetwork, walletAddress: string, quote: Pick<DepositQuote, 'coin' | 'baseUnits'>): string {
  const address = encodeURIComponent(walletAddress);
  if (network === 'bitcoin' || network === 'litecoin') return `${network}:${address}?amount=${formatCoinAmount(quote.baseUnits, quote.coin)}`;
  if (network === 'ethereum') return `ethereum:${address}@1?value=${quote.baseUnits}`;
  return walletAddress;
}
