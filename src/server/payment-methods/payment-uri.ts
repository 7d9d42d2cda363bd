import type { OfferedPaymentMethod } from './offered';

/**
 * What the deposit QR code encodes: BIP21 for Bitcoin and Litecoin, EIP-681 for Ethereum, the bare
 * address otherwise. No amount: deposits are priced in USD and the coin amount is the payer's
 * conversion at the time of payment.
 */
export function paymentUri(method: Pick<OfferedPaymentMethod, 'uriScheme' | 'walletAddress'>): string {
  if (method.uriScheme === 'none') return method.walletAddress;
  return `${method.uriScheme}:${encodeURIComponent(method.walletAddress)}`;
}
