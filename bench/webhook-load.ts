// Settled-invoice webhooks as BTCPay sends them, signed, each invoice delivered `deliveriesEach`
// times (a redelivery must credit nothing); in its own process, like bench/load.ts.
import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';

export interface WebhookLoadSpec {
  url: string;
  storeId: string;
  secret: string;
  invoiceIds: string[];
  deliveriesEach: number;
  connections: number;
}

const spec = JSON.parse(process.argv[2]!) as WebhookLoadSpec;
let next = 0;
const result = await autocannon({
  url: spec.url,
  method: 'POST',
  connections: spec.connections,
  amount: spec.invoiceIds.length * spec.deliveriesEach,
  requests: [
    {
      setupRequest(request) {
        const invoiceId = spec.invoiceIds[next++ % spec.invoiceIds.length]!;
        const body = JSON.stringify({
          deliveryId: `d${next}`,
          webhookId: 'bench',
          isRedelivery: false,
          type: 'InvoiceSettled',
          timestamp: 0,
          storeId: spec.storeId,
          invoiceId,
        });
        const signature = `sha256=${createHmac('sha256', spec.secret).update(body).digest('hex')}`;
        return { ...request, body, headers: { ...request.headers, 'content-type': 'application/json', 'btcpay-sig': signature } };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.timeouts + result.non2xx,
  }),
);
