// The e2e server's BTCPay store: the fake, remote-controlled, in a process of its own; its URL is
// the first line it prints (start-server.mjs reads it into BTCPAY_URL).
import { startFakeBtcpay } from '../../support/fake-btcpay';

const store = await startFakeBtcpay({
  apiKey: process.env.BTCPAY_API_KEY ?? '',
  storeId: process.env.BTCPAY_STORE_ID ?? '',
  webhookSecret: process.env.BTCPAY_WEBHOOK_SECRET ?? '',
  remoteControl: true,
});
process.stdout.write(`${store.url}\n`);
const stop = () => void store.close().then(() => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
