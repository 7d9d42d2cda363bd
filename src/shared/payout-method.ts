import { USDT_NETWORK_NAME, type CryptoType, type UsdtNetwork } from './constants';

/** How a payout method reads wherever it is shown: the coin, and USDT's network when one is named ("USDT TRC-20"). */
export const payoutMethodName = (coin: CryptoType, network?: UsdtNetwork | null) => (network ? `${coin} ${USDT_NETWORK_NAME[network]}` : coin);
