import type { MarketOverview } from '../../shared/schemas/market';
import type { MarketDataProvider } from './provider';
import candles from './sample-candles.json' with { type: 'json' };

const SNAPSHOT_AS_OF = '2026-11-20T21:00:00.000Z';

const coins: MarketOverview['coins'] = [
  { symbol: 'BTC', name: 'Bitcoin', priceCents: 9_412_350, change24hBps: 184 },
  { symbol: 'ETH', name: 'Ethereum', priceCents: 318_942, change24hBps: -92 },
  { symbol: 'USDT', name: 'Tether', priceCents: 100, change24hBps: 1 },
  { symbol: 'BNB', name: 'BNB', priceCents: 61_877, change24hBps: 45 },
  { symbol: 'SOL', name: 'Solana', priceCents: 14_215, change24hBps: 310 },
  { symbol: 'XRP', name: 'XRP', priceCents: 221, change24hBps: -157 },
  { symbol: 'TRX', name: 'TRON', priceCents: 29, change24hBps: 66 },
  { symbol: 'LTC', name: 'Litecoin', priceCents: 9_874, change24hBps: -38 },
  { symbol: 'ADA', name: 'Cardano', priceCents: 71, change24hBps: 212 },
  { symbol: 'DOGE', name: 'Dogecoin', priceCents: 18, change24hBps: -244 },
];

const news: MarketOverview['news'] = [
  { title: 'Bitcoin holds above $90,000 as spot ETF inflows continue', source: 'Sample newswire', publishedAt: '2026-11-20T16:05:00.000Z' },
  { title: 'Ethereum developers schedule next network upgrade for early 2027', source: 'Sample newswire', publishedAt: '2026-11-20T12:40:00.000Z' },
  { title: 'Stablecoin supply reaches a new high', source: 'Sample newswire', publishedAt: '2026-11-19T18:15:00.000Z' },
  { title: 'Regulators publish guidance on crypto custody for brokers', source: 'Sample newswire', publishedAt: '2026-11-19T09:30:00.000Z' },
];

/** A fixed snapshot shipped with the app; the widgets label it as sample data. */
export const sampleMarketProvider: MarketDataProvider = {
  async overview() {
    return { source: 'sample', asOf: SNAPSHOT_AS_OF, coins, chart: { symbol: 'SPY', candles }, news };
  },
};
