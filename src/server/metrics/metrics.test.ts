import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildApp } from '../app';
import { useTestApp, signUpUser, type SignedInUser, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';
import { mailOutbox } from '../db/schema';
import { startRateLimitPurge } from '../http/rate-limit-store';
import { repeatWithoutOverlap } from '../jobs/repeat';
import { jobRuns } from './job-runs';
import { appMetrics } from './app-metrics';
import { MONEY_REQUEST_KINDS, moneyOutcome } from './money-kinds';
import type { Db } from '../db/client';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function seriesValue(exposition: string, series: string): number | undefined {
  const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseKinds())('GET /metrics without METRICS_TOKEN on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers the 404 of a missing route, even where the client app is served', async () => {
    // The client app answers unknown paths with its page; /metrics must not look like it exists.
    const withClient = await buildApp(t.ctx);
    try {
      for (const app of [t.app, withClient]) {
        const response = await app.inject({ method: 'GET', url: '/metrics' });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'No route GET /metrics' } });
      }
    } finally {
      await withClient.close();
    }
  });
});

describe.each(testDatabaseKinds())('GET /metrics with METRICS_TOKEN on %s', (kind) => {
  const t: TestApp = useTestApp(kind, { metricsToken: TOKEN });
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const withdraw = (investor: SignedInUser, amountCents: number, headers: Record<string, string> = {}) =>
    investor.inject({ method: 'POST', url: '/api/withdrawals', payload: { cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC, amountCents }, headers });

  it('refuses a scrape without the bearer token, with another token or another scheme', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, 'Bearer']) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
      expect(response.body).not.toContain('process_cpu');
    }
  });

  it('answers the Prometheus text format with every family', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const family of [
      'http_request_duration_seconds histogram',
      'money_requests_total counter',
      'job_run_duration_seconds histogram',
      'job_lag_seconds gauge',
      'pending_queue_size gauge',
      'mail_outbox_depth gauge',
      'db_pool_connections gauge',
      'process_cpu_user_seconds_total counter',
      'nodejs_eventloop_lag_seconds gauge',
    ]) {
      expect(response.body).toContain(`# TYPE ${family}`);
    }
  });

  it('counts money requests by kind and outcome, and shows the pending withdrawal', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    expect((await withdraw(investor, 100_00, { 'idempotency-key': 'metrics-withdrawal-1' })).statusCode).toBe(201);
    let exposition = await scrape();
    expect(seriesValue(exposition, 'money_requests_total{kind="withdrawal",outcome="succeeded"}')).toBe(1);
    expect(seriesValue(exposition, 'money_requests_total{kind="withdrawal",outcome="refused"}')).toBeUndefined();
    expect(seriesValue(exposition, 'pending_queue_size{queue="withdrawals"}')).toBe(1);
    expect(seriesValue(exposition, 'pending_queue_size{queue="deposits"}')).toBe(0);

    expect((await withdraw(investor, 100_000_00)).statusCode).toBe(400);
    const replay = await withdraw(investor, 100_00, { 'idempotency-key': 'metrics-withdrawal-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    exposition = await scrape();
    expect(seriesValue(exposition, 'money_requests_total{kind="withdrawal",outcome="succeeded"}')).toBe(1);
    expect(seriesValue(exposition, 'money_requests_total{kind="withdrawal",outcome="refused"}')).toBe(1);
    expect(seriesValue(exposition, 'money_requests_total{kind="withdrawal",outcome="replayed"}')).toBe(1);
    expect(seriesValue(exposition, 'pending_queue_size{queue="withdrawals"}')).toBe(1);
    const [unsent] = await t.ctx.db.select({ n: count() }).from(mailOutbox);
    expect(unsent!.n).toBeGreaterThan(0);
    expect(seriesValue(exposition, 'mail_outbox_depth{status="pending"}')).toBe(unsent!.n);
  });

  it('times requests by route pattern and status, never by the path asked for', async () => {
    const investor = await signUpUser(t);
    await investor.inject({ method: 'GET', url: '/api/withdrawals?limit=5' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/secret-looking-path' });
    const exposition = await scrape();
    expect(seriesValue(exposition, 'http_request_duration_seconds_count{method="GET",route="/api/withdrawals",status="200"}')).toBe(1);
    expect(seriesValue(exposition, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(exposition).not.toContain('secret-looking-path');
    expect(exposition).not.toContain('limit=5');
  });

  it('reports job runs: result, duration and lag', async () => {
    await startRateLimitPurge(t.ctx, 60_000)();
    const stop = repeatWithoutOverlap(
      () => Promise.reject(new Error('test job failure')),
      60_000,
      'Test job failed (expected).',
      jobRuns(t.ctx.db, 'test_job'),
    );
    await stop();
    const exposition = await scrape();
    expect(seriesValue(exposition, 'job_run_duration_seconds_count{job="rate_limit_purge",result="succeeded"}')).toBe(1);
    expect(seriesValue(exposition, 'job_run_duration_seconds_count{job="test_job",result="failed"}')).toBe(1);
    expect(seriesValue(exposition, 'job_lag_seconds{job="rate_limit_purge"}')).toBeGreaterThanOrEqual(0);
  });

  it('reports the database connections', async () => {
    const total = seriesValue(await scrape(), 'db_pool_connections{state="total"}');
    if (kind === 'pglite') expect(total).toBe(1);
    else expect(total).toBeGreaterThanOrEqual(1);
  });

  it('names money kinds only after registered routes, and stays out of the API reference', async () => {
    for (const url of MONEY_REQUEST_KINDS.keys()) expect(t.app.hasRoute({ method: 'POST', url }), url).toBe(true);
    const reference = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(reference.paths)).not.toContain('/metrics');
  });
});

describe('metrics without a database', () => {
  it('leaves the database gauges out of the scrape, rather than failing it, while the database does not answer', async () => {
    const unreachable = new Error('connection refused');
    const db = {
      execute: () => Promise.reject(unreachable),
      select: () => {
        throw unreachable;
      },
    } as unknown as Db;
    const exposition = await appMetrics(db).registry.metrics();
    expect(exposition).toContain('# TYPE pending_queue_size gauge');
    expect(exposition).not.toContain('pending_queue_size{');
    expect(exposition).not.toContain('mail_outbox_depth{');
  });

  it('tells the outcomes apart: a replay by its header, a refusal by 4xx, a failure by 5xx', () => {
    expect(moneyOutcome(201, false)).toBe('succeeded');
    expect(moneyOutcome(201, true)).toBe('replayed');
    expect(moneyOutcome(409, false)).toBe('refused');
    expect(moneyOutcome(500, false)).toBe('failed');
  });
});
