import { marketOverview, type MarketOverview } from '../../shared/schemas/market';
import type { MarketDataProvider } from './provider';

const CACHE_MS = 60_000;
const TIMEOUT_MS = 3_000;

/**
 * A live feed at MARKET_DATA_URL answering the MarketOverview shape. Figures are cached for a
 * minute (so the widgets are "delayed", and say so); when the feed fails or answers nonsense the
 * fallback is served, still labelled as sample data, and kept for that minute too: a deposit
 * request reads the feed for its quote, and should not wait out the timeout again on every request
 * while the feed is down.
 */
export function httpMarketProvider(url: string, fallback: MarketDataProvider, now = () => Date.now()): MarketDataProvider {
  let cached: { at: number; value: MarketOverview } | null = null;
  return {
    async overview() {
      if (cached && now() - cached.at < CACHE_MS) return cached.value;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) throw new Error(`market feed answered ${response.status}`);
        const value = { ...marketOverview.parse(await response.json()), source: 'live' as const };
        cached = { at: now(), value };
        return value;
      } catch {
        const value = await fallback.overview();
        cached = { at: now(), value };
        return value;
      }
    },
  };
}
