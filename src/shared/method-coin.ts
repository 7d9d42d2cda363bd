import { depositNetwork, type DepositNetwork } from './deposit-network';

/** The coins a payment processor may take deposits in, as the operator names them in *_COINS. */
export const PROCESSOR_COINS = ['BTC', 'ETH', 'LTC', 'USDT', 'TRON'] as const;
export type ProcessorCoin = (typeof PROCESSOR_COINS)[number];

const COIN_OF_NETWORK: Partial<Record<DepositNetwork, ProcessorCoin>> = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  litecoin: 'LTC',
  usdtTron: 'USDT',
  tron: 'TRON',
};

/** The processor coin a payment method pays in (USDT only on Tron), from its name and URI scheme as the instructions name its network. */
export const methodCoin = (method: { name: string; uriScheme: string }): ProcessorCoin | null =>
  COIN_OF_NETWORK[depositNetwork(method.name, `${method.uriScheme}:`) ?? 'usdtEthereum'] ?? null;
