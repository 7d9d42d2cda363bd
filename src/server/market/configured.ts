import type { Config } from '../config';
import type { MarketDataProvider } from './provider';
import { httpMarketProvider } from './http-provider';
import { sampleMarketProvider } from './sample-provider';

const providers = new WeakMap<Config, MarketDataProvider>();

/**
 * The one market provider of an app: the feed at MARKET_DATA_URL, or the bundled sample. The
 * widgets and the deposit quotes share it, so they share its one-minute cache.
 */
export function configuredMarket(config: Config): MarketDataProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.marketDataUrl ? httpMarketProvider(config.marketDataUrl, sampleMarketProvider) : sampleMarketProvider;
    providers.set(config, provider);
  }
  return provider;
}
