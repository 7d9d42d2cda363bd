import { formatUsd } from '../../../shared/money';
import type { CoinQuote } from '../../../shared/schemas/market';
import { percentText } from '../../../shared/percent-text';

export const quotePrice = (coin: CoinQuote) => formatUsd(coin.priceCents);
/** "+2.5%", "-1.25%" in the reader's language. */
export const quoteChange = (coin: CoinQuote, language: string) => percentText(coin.change24hBps, language, { signDisplay: 'exceptZero' });
export const changeColor = (coin: CoinQuote) => (coin.change24hBps >= 0 ? 'teal' : 'red');
