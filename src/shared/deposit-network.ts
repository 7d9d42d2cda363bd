/** The networks a deposit method can name; each has its label under invest.network in the catalogues. */
export type DepositNetwork = 'bitcoin' | 'litecoin' | 'ethereum' | 'usdtTron' | 'usdtEthereum';

/**
 * Which network a payment method pays on, from its name and its payment URI's scheme. A payment on
 * the wrong network is lost, so the instructions name it; a method nothing identifies gets no name
 * rather than a guess.
 */
export function depositNetwork(methodName: string, paymentUri: string): DepositNetwork | null {
  const name = methodName.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (name.includes('TRC20') || name.includes('TRON')) return name.includes('USDT') ? 'usdtTron' : null;
  if (name.includes('ERC20')) return name.includes('USDT') ? 'usdtEthereum' : 'ethereum';
  const scheme = /^([a-z]+):/.exec(paymentUri)?.[1];
  if (scheme === 'bitcoin' || scheme === 'litecoin' || scheme === 'ethereum') return scheme;
  return null;
}
