// Runs in its own process so the load generator does not share an event loop with what it measures.
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  connections: number;
  durationSeconds?: number;
  amount?: number;
  /** One credential per connection, assigned round-robin. */
  credentials: Array<{ cookie: string; csrf: string }>;
  /** A fresh Idempotency-Key on every request, as the browser sends with each money-moving POST. */
  idempotencyKeys?: boolean;
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  /** Answers by status code, and failures without one (timeouts, broken connections). */
  outcomes: Record<string, number>;
}

async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: spec.url,
    method: spec.method,
    body: spec.body,
    connections: spec.connections,
    duration: spec.durationSeconds ?? 5,
    amount: spec.amount,
    // autocannon writes a unique id wherever "[<id>]" appears, per request.
    idReplacement: spec.idempotencyKeys === true,
    headers: { 'content-type': 'application/json' },
    setupClient(client) {
      const credential = spec.credentials[next++ % spec.credentials.length]!;
      client.setHeaders({
        'content-type': 'application/json',
        cookie: credential.cookie,
        'x-csrf-token': credential.csrf,
        ...(spec.idempotencyKeys ? { 'idempotency-key': 'bench-[<id>]' } : {}),
      });
    },
  });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    outcomes: {
      ...Object.fromEntries(Object.entries(result.statusCodeStats as Record<string, { count: number }>).map(([code, stats]) => [code, stats.count])),
      ...(result.timeouts > 0 ? { timeouts: result.timeouts } : {}),
      ...(result.errors > 0 ? { connectionErrors: result.errors } : {}),
    },
  };
}

const spec = JSON.parse(process.argv[2]!) as LoadSpec;
process.stdout.write(JSON.stringify(await runLoad(spec)));
