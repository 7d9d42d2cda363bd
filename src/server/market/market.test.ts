import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { COIN_TICKER_ITEMS } from '../../shared/constants';
import { httpMarketProvider } from './http-provider';
import { sampleMarketProvider } from './sample-provider';

describe('market overview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it("serves the bundled sample, labelled as such, with the ticker's 10 coins", async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/market' })).json();
    expect(body.source).toBe('sample');
    expect(body.coins).toHaveLength(COIN_TICKER_ITEMS);
    expect(body.chart.candles.length).toBeGreaterThan(20);
    expect(body.news.length).toBeGreaterThan(0);
  });
});

describe('live market provider', () => {
  let feed: FastifyInstance;
  let answer: unknown;
  let calls = 0;
  let url: string;
  beforeAll(async () => {
    feed = Fastify();
    feed.get('/overview', async () => {
      calls += 1;
      return answer;
    });
    url = `${await feed.listen({ port: 0, host: '127.0.0.1' })}/overview`;
  });
  afterAll(() => feed.close());

  it('serves the feed as live, caches it for a minute, and falls back to the labelled sample on nonsense', async () => {
    const sample = await sampleMarketProvider.overview();
    answer = { ...sample, coins: sample.coins.slice(0, 3), source: 'sample' };
    let clock = 0;
    const provider = httpMarketProvider(url, sampleMarketProvider, () => clock);
    const live = await provider.overview();
    expect(live.source).toBe('live');
    expect(live.coins).toHaveLength(3);
    await provider.overview();
    expect(calls).toBe(1);

    clock += 61_000;
    answer = { coins: 'not a list' };
    const fallback = await provider.overview();
    expect(fallback.source).toBe('sample');
    expect(calls).toBe(2);

    // A failed feed is not asked again within the minute (a deposit quote would wait on it each time), then is.
    answer = { ...sample, source: 'sample' };
    expect((await provider.overview()).source).toBe('sample');
    expect(calls).toBe(2);
    clock += 61_000;
    expect((await provider.overview()).source).toBe('live');
    expect(calls).toBe(3);
  });
});
