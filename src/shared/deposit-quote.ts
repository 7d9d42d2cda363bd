import type { QuoteCoin } from './coin-amount';

/** A deposit's amount in crypto, quoted from the live feed's price and held until `expiresAt`. */
export interface DepositQuote {
  coin: QuoteCoin;
  baseUnits: bigint;
  rateCents: number;
  rateAsOf: Date;
  expiresAt: Date;
}
