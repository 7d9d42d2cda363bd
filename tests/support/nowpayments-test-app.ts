import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { NowPaymentsSettings } from '../../src/server/config';
import { paymentMethods } from '../../src/server/db/schema';
import { nowPaymentsProcessor } from '../../src/server/payments/nowpayments/processor';
import type { DatabaseKind } from './databases';
import { useMailedTestApp } from './mail-delivery';
import { startFakeNowPayments, type FakeNowPayments } from './fake-nowpayments';

const ACCOUNT = { apiKey: 'fake-nowpayments-api-key-0123456789', ipnSecret: 'fake-ipn-secret-0123456789' };

/**
 * A mailed test app whose NOWPayments account is the fake, listening on 127.0.0.1 so the fake can
 * deliver its IPNs; a USDT (TRC20) method with no operator address, which only the processor can take.
 */
export function useNowPaymentsTestApp(kind: DatabaseKind) {
  const nowPayments = {} as FakeNowPayments;
  const settings: NowPaymentsSettings = { apiUrl: '', ...ACCOUNT, coins: ['ETH', 'USDT', 'TRON'], publicUrl: 'http://127.0.0.1' };
  const webhook = { url: '' };
  beforeAll(async () => {
    Object.assign(nowPayments, await startFakeNowPayments(ACCOUNT));
    settings.apiUrl = nowPayments.url;
  });
  const { t, mail } = useMailedTestApp(kind, { nowPayments: settings });
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    webhook.url = `${address}/api/webhooks/nowpayments`;
    await t.ctx.db.insert(paymentMethods).values({ name: 'USDT (TRC20)', walletAddress: null, uriScheme: 'none' });
  });
  afterAll(async () => {
    await nowPayments.close();
  });
  return { t, mail, nowPayments, webhook };
}

/**
 * The fake NOWPayments account of an adapter's test file and the adapter pointed at it: started once,
 * reset before each test (no requests recorded, up, answering at once). `processor()` has the
 * account's key and IPN secret and every coin unless a test gives other settings (a wrong key).
 */
export function withFakeNowPaymentsAccount() {
  const fake = {} as FakeNowPayments;
  beforeAll(async () => {
    Object.assign(fake, await startFakeNowPayments(ACCOUNT));
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.up();
    fake.slow(0);
  });
  const processor = (settings: Partial<NowPaymentsSettings> = {}) =>
    nowPaymentsProcessor({ apiUrl: fake.url, ...ACCOUNT, coins: ['BTC', 'ETH', 'LTC', 'USDT', 'TRON'], publicUrl: 'https://invest.example/', ...settings });
  return { fake, account: ACCOUNT, processor };
}
