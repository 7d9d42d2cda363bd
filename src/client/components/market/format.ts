import { formatPercent, formatUsd } from '../../../shared/money';
import type { CoinQuote } from '../../../shared/schemas/market';

export const quotePrice = (coin: CoinQuote) => formatUsd(coin.priceCents);
export const quoteChange = (coin: CoinQuote) => `${coin.change24hBps >= 0 ? '+' : ''}${formatPercent(coin.change24hBps)}`;
export const changeColor = (coin: CoinQuote) => (coin.change24hBps >= 0 ? 'teal' : 'red');
