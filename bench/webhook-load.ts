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

export interface WebhookLoadResult {
  rps: number;
  p99Ms: number;
  requests: number;
  seconds: number;
  errors: number;
  /** This process's CPU time during the load, in ms. */
  cpuMs: number;
}

const spec = JSON.parse(process.argv[2]!) as WebhookLoadSpec;
// Signed before the load starts: the signing is the processor's work, not the platform's, and this
// process shares the machine's cores with the server.
const deliveries = Array.from({ length: spec.invoiceIds.length * spec.deliveriesEach }, (_, index) => {
  const body = JSON.stringify({
    deliveryId: `d${index + 1}`,
    webhookId: 'bench',
    isRedelivery: false,
    type: 'InvoiceSettled',
    timestamp: 0,
    storeId: spec.storeId,
    invoiceId: spec.invoiceIds[index % spec.invoiceIds.length]!,
  });
  return { body, signature: `sha256=${createHmac('sha256', spec.secret).update(body).digest('hex')}` };
});
const amount = deliveries.length;
// Client i sends deliveries i, i + connections, … (autocannon gives each client its share of
// `amount`, the first ones one more when it does not divide), so the first deliveries of every
// invoice go out before the second ones, as before. Each request's bytes are built when its client
// is set up rather than as it is sent, so the load generator takes less of the cores it shares with
// the server while the load runs.
const shareOf = (client: number) =>
  deliveries
    .filter((_, index) => index % spec.connections === client)
    .map(({ body, signature }) => ({ method: 'POST' as const, body, headers: { 'content-type': 'application/json', 'btcpay-sig': signature } }));
let clients = 0;
// From the first request to the last answer: autocannon's own duration and rate are counted in whole
// seconds (it notices the last answer at its next one-second tick), which would round a run of
// 2.1 s up to 3 s. The CPU too is counted from the first request.
let startedAt: number | undefined;
let cpuAtStart: NodeJS.CpuUsage | undefined;
let lastAnswerAt = 0;
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const run = autocannon(
    {
      url: spec.url,
      method: 'POST',
      connections: spec.connections,
      amount,
      setupClient(client) {
        client.setRequests(shareOf(clients++));
        client.once('request', () => {
          startedAt ??= performance.now();
          cpuAtStart ??= process.cpuUsage();
        });
      },
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  run.on('response', () => {
    lastAnswerAt = performance.now();
  });
});
const seconds = (lastAnswerAt - startedAt!) / 1000;
const cpu = process.cpuUsage(cpuAtStart);
process.stdout.write(
  JSON.stringify({
    rps: Math.round(result.requests.total / seconds),
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    seconds,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs: (cpu.user + cpu.system) / 1000,
  } satisfies WebhookLoadResult),
);
