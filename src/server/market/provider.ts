import type { MarketOverview } from '../../shared/schemas/market';

/** Where the dashboard's market widgets get their figures; the bundled sample is the default. */
export interface MarketDataProvider {
  overview(): Promise<MarketOverview>;
}
