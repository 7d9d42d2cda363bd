import { depositNetwork, type DepositNetwork } from '../../shared/deposit-network';
import type { ProcessorCoin } from './processor';

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
