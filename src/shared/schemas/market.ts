import { z } from 'zod';

export const coinQuote = z.object({
  symbol: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  change24hBps: z.number().int(),
});

export const candle = z.object({
  time: z.string(),
  openCents: z.number().int(),
  highCents: z.number().int(),
  lowCents: z.number().int(),
  closeCents: z.number().int(),
});

export const newsItem = z.object({ title: z.string(), source: z.string(), publishedAt: z.string() });

/** source says on screen whether figures are a bundled sample or a live (possibly delayed) feed. */
export const marketOverview = z.object({
  source: z.enum(['sample', 'live']),
  asOf: z.string(),
  coins: z.array(coinQuote),
  chart: z.object({ symbol: z.string(), candles: z.array(candle) }),
  news: z.array(newsItem),
});
export type MarketOverview = z.infer<typeof marketOverview>;
export type CoinQuote = z.infer<typeof coinQuote>;
