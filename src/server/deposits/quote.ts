import type { MarketDataProvider } from '../market/provider';
import { NETWORK_COINS, coinBaseUnits } from '../../shared/coin-amount';
import type { DepositQuote } from '../../shared/deposit-quote';
import type { DepositNetwork } from '../../shared/deposit-network';

/** How long a quoted crypto amount holds: long enough to open a wallet and pay, short enough that the price has not moved much. */
const QUOTE_MINUTES = 30;
/** A feed price older than this (or this far ahead of the server's clock) is not quoted from. */
const RATE_MAX_AGE_MS = 10 * 60_000;

/**
 * The crypto amount of a deposit of `amountCents` on `network`, from the live feed's price of the
 * coin. None without a live price: no feed configured, the feed down (the provider then serves the
 * labelled sample, which is never quoted from), no price for the coin, or a stale one; the
 * instructions then give the USD amount.
 */
export async function quoteDeposit(market: MarketDataProvider, network: DepositNetwork | null, amountCents: number, at: Date): Promise<DepositQuote | null> {
  if (!network) return null;
  const overview = await market.overview();
  if (overview.source !== 'live') return null;
  const coin = NETWORK_COINS[network];
  const price = overview.coins.find((quoted) => quoted.symbol === coin);
  const rateAsOf = new Date(overview.asOf);
  if (!price || price.priceCents <= 0 || !(Math.abs(at.getTime() - rateAsOf.getTime()) <= RATE_MAX_AGE_MS)) return null;
  return {
    coin,
    baseUnits: coinBaseUnits(amountCents, price.priceCents, coin),
    rateCents: price.priceCents,
    rateAsOf,
    expiresAt: new Date(at.getTime() + QUOTE_MINUTES * 60_000),
  };
}
