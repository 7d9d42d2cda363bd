import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { useMailedTestApp } from '../../../tests/support/mail-delivery';
import { insertPlan } from '../../../tests/support/admin-fixtures';
import { paymentMethods } from '../db/schema';
import { sampleMarketProvider } from '../market/sample-provider';
import { escapeHtml } from '../mail/escape';
import type { Config } from '../config';

// The test clock's start (tests/support/test-app.ts); the feed's prices are two minutes older.
const NOW = new Date('2026-11-22T12:00:00Z');
/** An operator-entered address with markup in it: the mail must carry it, and the URI made from it, escaped. */
const ADDRESS = 'bc1q<b>mail</b>&x';
/** The address as the payment URI carries it, percent-encoded, and that URI as a mail's link. */
const URI = 'bitcoin:bc1q%3Cb%3Email%3C%2Fb%3E%26x?amount=0.00265609';
const LINK = `<a href="${URI}">${URI}</a>`;
const GERMAN = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../client/i18n/locales/de/mail.json'), 'utf8')).depositRequest;

/** A market feed on 127.0.0.1 answering the overview format the app reads, priced two minutes before the test clock. */
let feed: FastifyInstance;
const live: Partial<Config> = {};
beforeAll(async () => {
  const sample = await sampleMarketProvider.overview();
  feed = Fastify();
  feed.get('/fresh', async () => ({ ...sample, source: 'sample', asOf: new Date(NOW.getTime() - 2 * 60_000).toISOString() }));
  live.marketDataUrl = `${await feed.listen({ port: 0, host: '127.0.0.1' })}/fresh`;
});
afterAll(() => feed.close());

let plans = 0;
/** Asks for a $250.00 Bitcoin deposit for a new plan with markup in its name, and answers the mail it sent. */
async function requestDepositMail(t: ReturnType<typeof useMailedTestApp>, investor: SignedInUser) {
  const plan = await insertPlan(t.t, { minCents: 1_00, name: `Gold & <Silver> ${++plans}` });
  const response = await investor.inject({
    method: 'POST',
    url: '/api/investments',
    payload: { planId: plan.id, amountCents: 250_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(response.statusCode).toBe(201);
  await t.mail.deliver(t.t);
  const [mail, ...more] = t.mail.to(investor.user.email);
  expect(more).toEqual([]);
  return { deposit: response.json().deposit, mail: mail!, planName: plan.name };
}

describe.each(testDatabaseKinds())('the deposit request mail with a live market feed on %s', (kind) => {
  const mailed = useMailedTestApp(kind, live);
  beforeAll(async () => {
    await mailed.t.ctx.db.insert(paymentMethods).values({ name: 'Bitcoin', walletAddress: ADDRESS, uriScheme: 'bitcoin' });
  });

  it('gives the exact bitcoin amount, its expiry, the rate with its time and the payment URI as a link, everything escaped, in English', async () => {
    const investor = await signUpUser(mailed.t);
    const { deposit, mail, planName } = await requestDepositMail(mailed, investor);
    // $250.00 at $94,123.50 a bitcoin is 265,608.48… satoshi, rounded up; quoted for 30 minutes.
    expect(deposit.quote).toMatchObject({ coin: 'BTC', amount: '0.00265609', expiresAt: '2026-11-22T12:30:00.000Z' });
    expect(mail.html).toContain(`<p>Send exactly 0.00265609 BTC by 2026-11-22 12:30 UTC. ${LINK}</p>`);
    expect(mail.html).toContain(
      '<p>Rate: 1 BTC = $94,123.50, from the market feed at 2026-11-22 11:58 UTC. The operator credits $250.00, the amount of your deposit.</p>',
    );
    expect(mail.html).toContain('<tr><th align="left">Wallet address</th><td>bc1q&lt;b&gt;mail&lt;/b&gt;&amp;x</td></tr>');
    expect(mail.html).toContain(escapeHtml(`Your deposit request for the ${planName} plan was received.`));
    expect(mail.html).not.toContain('<b>');
  });

  it('says the same in the investor’s language, with the times through Intl', async () => {
    const investor = await signUpUser(mailed.t);
    expect((await investor.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'de' } })).statusCode).toBe(204);
    const { mail } = await requestDepositMail(mailed, investor);
    expect(mail.subject).toBe(GERMAN.subject);
    const send = escapeHtml(GERMAN.quote.replace('{{amount}}', '0.00265609 BTC').replace('{{time}}', '22.11.2026, 12:30 UTC'));
    expect(send).toBe('Senden Sie genau 0.00265609 BTC bis 22.11.2026, 12:30 UTC.');
    expect(mail.html).toContain(`<p>${send} ${LINK}</p>`);
    const rate = GERMAN.rate
      .replace('{{coin}}', 'BTC')
      .replace('{{rate}}', '$94,123.50')
      .replace('{{time}}', '22.11.2026, 11:58 UTC')
      .replace('{{usd}}', '$250.00');
    expect(mail.html).toContain(`<p>${escapeHtml(rate)}</p>`);
  });
});

describe.each(testDatabaseKinds())('the deposit request mail without a market feed on %s', (kind) => {
  const mailed = useMailedTestApp(kind);
  beforeAll(async () => {
    await mailed.t.ctx.db.insert(paymentMethods).values({ name: 'Bitcoin', walletAddress: ADDRESS, uriScheme: 'bitcoin' });
  });

  it('gives the USD amount and the address, and no crypto amount, expiry, rate or link', async () => {
    const investor = await signUpUser(mailed.t);
    const { deposit, mail } = await requestDepositMail(mailed, investor);
    expect(deposit).toMatchObject({ quote: null, paymentUri: URI.replace('?amount=0.00265609', '') });
    expect(mail.html).toContain('<tr><th align="left">Amount</th><td>$250.00</td></tr>');
    expect(mail.html).toContain('<tr><th align="left">Wallet address</th><td>bc1q&lt;b&gt;mail&lt;/b&gt;&amp;x</td></tr>');
    for (const absent of ['Send exactly', 'BTC', 'Rate:', 'UTC', 'href']) expect(mail.html).not.toContain(absent);
  });
});
