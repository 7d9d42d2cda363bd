/** The networks a deposit method can name; each has its label under invest.network in the catalogues. */
export type DepositNetwork = 'bitcoin' | 'litecoin' | 'ethereum' | 'tron' | 'usdtTron' | 'usdtEthereum';

/**
 * Which network a payment method pays on, from its name and its payment URI's scheme. A payment on
 * the wrong network is lost, so the instructions name it; a method nothing identifies gets no name
 * rather than a guess.
 */
export function depositNetwork(methodName: string, paymentUri: string): DepositNetwork | null {
  const name = methodName.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (name.includes('USDT')) {
    if (name.includes('TRC20') || name.includes('TRON')) return 'usdtTron';
    if (name.includes('ERC20')) return 'usdtEthereum';
  }
  // Another token on Tron or Ethereum is not the network's own coin, whose amount a quote would give.
  if (name.includes('ERC20')) return name.includes('ETH') ? 'ethereum' : null;
  if (name.includes('TRC20')) return null;
  if (name.includes('TRX') || name === 'TRON') return 'tron';
  const scheme = /^([a-z]+):/.exec(paymentUri)?.[1];
  if (scheme === 'bitcoin' || scheme === 'litecoin' || scheme === 'ethereum') return scheme;
  return null;
}
