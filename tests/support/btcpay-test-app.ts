import { afterAll, beforeAll } from 'vitest';
import type { BtcpaySettings } from '../../src/server/config';
import { paymentMethods } from '../../src/server/db/schema';
import type { DatabaseKind } from './databases';
import { useMailedTestApp } from './mail-delivery';
import { startFakeBtcpay, type FakeBtcpay } from './fake-btcpay';

const BTCPAY_STORE = { apiKey: 'fake-greenfield-api-key-0123456789', storeId: 'FakeStore1', webhookSecret: 'fake-webhook-secret-0123456789' };

/**
 * A mailed test app whose BTCPay store is the fake, listening on 127.0.0.1 so the fake can deliver
 * its webhooks; a Bitcoin method with no operator address, which only the processor can take.
 */
export function useBtcpayTestApp(kind: DatabaseKind) {
  const btcpay = {} as FakeBtcpay;
  const settings: BtcpaySettings = { url: '', ...BTCPAY_STORE, coins: ['BTC', 'LTC'] };
  const webhook = { url: '' };
  beforeAll(async () => {
    Object.assign(btcpay, await startFakeBtcpay(BTCPAY_STORE));
    settings.url = btcpay.url;
  });
  const { t, mail } = useMailedTestApp(kind, { btcpay: settings });
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    webhook.url = `${address}/api/webhooks/btcpay`;
    await t.ctx.db.insert(paymentMethods).values({ name: 'Bitcoin', walletAddress: null, uriScheme: 'bitcoin' });
  });
  afterAll(async () => {
    await btcpay.close();
  });
  return { t, mail, btcpay, webhook };
}
