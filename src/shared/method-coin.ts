import { depositNetwork, type DepositNetwork } from './deposit-network';

/** The coins a payment processor may take deposits in (src/server/payments/processor.ts names the same). */
type MethodCoin = 'BTC' | 'ETH' | 'LTC' | 'USDT' | 'TRON';

const COIN_OF_NETWORK: Partial<Record<DepositNetwork, MethodCoin>> = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  litecoin: 'LTC',
  usdtTron: 'USDT',
  tron: 'TRON',
};

/** The processor coin a payment method pays in (USDT only on Tron), from its name and URI scheme as the instructions name its network. */
export const methodCoin = (method: { name: string; uriScheme: string }): MethodCoin | null =>
  COIN_OF_NETWORK[depositNetwork(method.name, `${method.uriScheme}:`) ?? 'usdtEthereum'] ?? null;
