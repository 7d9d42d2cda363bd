import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { requestDeposit } from '../../../tests/support/admin-fixtures';
import { paymentMethods } from '../db/schema';
import { sampleMarketProvider } from '../market/sample-provider';
import type { Config } from '../config';

// The test clock's start (tests/support/test-app.ts); the feed's prices are two minutes older.
const NOW = new Date('2026-11-22T12:00:00Z');
const PRICED_AT = new Date(NOW.getTime() - 2 * 60_000).toISOString();

/** A market feed on 127.0.0.1 answering the overview format the app reads: fresh prices, and a copy of them an hour old. */
let feed: FastifyInstance;
const live: Partial<Config> = {};
const stale: Partial<Config> = {};
beforeAll(async () => {
  const sample = await sampleMarketProvider.overview();
  const overview = (asOf: string) => ({ ...sample, source: 'sample', asOf });
  feed = Fastify();
  feed.get('/fresh', async () => overview(PRICED_AT));
  feed.get('/stale', async () => overview(new Date(NOW.getTime() - 60 * 60_000).toISOString()));
  const base = await feed.listen({ port: 0, host: '127.0.0.1' });
  live.marketDataUrl = `${base}/fresh`;
  stale.marketDataUrl = `${base}/stale`;
});
afterAll(() => feed.close());

const METHODS = [
  { name: 'Bitcoin', walletAddress: 'bc1qquote', uriScheme: 'bitcoin' as const },
  { name: 'Ethereum', walletAddress: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', uriScheme: 'ethereum' as const },
  { name: 'USDT (TRC20)', walletAddress: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', uriScheme: 'none' as const },
];

describe.each(testDatabaseKinds())('deposit quotes from a live market feed on %s', (kind) => {
  const t = useTestApp(kind, live);
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signUpUser(t, { role: 'admin' });
    await t.ctx.db.insert(paymentMethods).values(METHODS);
  });

  it('stores the BTC amount at the feed’s rate for 30 minutes, lists it, puts it in a BIP-21 URI and shows it to the operator', async () => {
    const investor = await signUpUser(t);
    const deposit = await requestDeposit(t, investor, 250_00, 'Bitcoin');
    // $250.00 at $94,123.50 a bitcoin is 265,608.48… satoshi, rounded up.
    const quote = { coin: 'BTC', amount: '0.00265609', baseUnits: '265609', rateCents: 9_412_350, rateAsOf: PRICED_AT, expiresAt: '2026-11-22T12:30:00.000Z' };
    expect(deposit).toMatchObject({ amountCents: 250_00, quote, paymentUri: 'bitcoin:bc1qquote?amount=0.00265609' });
    expect((await investor.inject({ method: 'GET', url: '/api/deposits' })).json().items[0]).toEqual(deposit);
    const queue = (await admin.inject({ method: 'GET', url: `/api/admin/deposits?q=${encodeURIComponent(investor.user.email)}` })).json().items;
    expect(queue).toMatchObject([
      {
        id: deposit.id,
        amountCents: 250_00,
        quoteCoin: 'BTC',
        quoteBaseUnits: '265609',
        quoteRateCents: 9_412_350,
        quoteExpiresAt: '2026-11-22T12:30:00.000Z',
      },
    ]);
  });

  it('quotes ether in wei (past 2^53) with an EIP-681 URI, and USDT on Tron with the bare address', async () => {
    const investor = await signUpUser(t);
    const ether = await requestDeposit(t, investor, 1_250_00, 'Ethereum');
    expect(ether.quote).toMatchObject({ coin: 'ETH', amount: '0.39192079', baseUnits: '391920790000000000', rateCents: 318_942 });
    expect(ether.paymentUri).toBe('ethereum:0x71C7656EC7ab88b098defB751B7401B5f6d8976F@1?value=391920790000000000');
    const tether = await requestDeposit(t, investor, 1_250_00, 'USDT (TRC20)');
    expect(tether.quote).toMatchObject({ coin: 'USDT', amount: '1250', baseUnits: '1250000000', rateCents: 100 });
    expect(tether.paymentUri).toBe('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL');
  });
});

describe.each(testDatabaseKinds())('no quote from a stale feed on %s', (kind) => {
  const t = useTestApp(kind, stale);
  beforeAll(async () => {
    await t.ctx.db.insert(paymentMethods).values(METHODS[0]!);
  });

  it('gives the USD amount and the method’s URI without an amount when the feed’s prices are an hour old', async () => {
    const investor = await signUpUser(t);
    const deposit = await requestDeposit(t, investor, 250_00, 'Bitcoin');
    expect(deposit).toMatchObject({ amountCents: 250_00, quote: null, paymentUri: 'bitcoin:bc1qquote' });
  });
});
