import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { deposits, investmentPlans, investments, ledgerEntries, users } from '../src/server/db/schema';
import { newRowId } from '../src/server/db/schema/row-id';
import { btcpayProcessor } from '../src/server/payments/btcpay/processor';
import { startFakeBtcpay } from '../tests/support/fake-btcpay';
import type { BenchTarget } from './targets';
import { startServer } from './server-process';
import type { WebhookLoadResult, WebhookLoadSpec } from './webhook-load';
import { databaseCpu } from './database-cpu';

const STORE = { apiKey: 'bench-greenfield-api-key-0123456789', storeId: 'BenchStore', webhookSecret: 'bench-webhook-secret-0123456789' };
const INVOICES = 1000;
const WARMUP_INVOICES = 500;

/**
 * Settled-invoice webhooks credited per second and their p99: 1,000 deposits (each paying for an
 * unpaid investment of a bench investor) whose invoices the fake BTCPay store reports settled, each
 * webhook delivered twice by 10 clients, after the same load on 500 deposits in another plan,
 * untimed. The first delivery reads the invoice from the store and completes the deposit through
 * the money engine; the second finds it completed. `webhookDoubleCredits` counts deposits (the
 * warm-up's too) credited more than once (the goal: 0).
 */
export async function measureWebhooks(target: BenchTarget, port: number, log: (line: string) => void) {
  const btcpay = await startFakeBtcpay(STORE);
  const server = await startServer(
    {
      ...target.serverEnv,
      BTCPAY_URL: btcpay.url,
      ...{ BTCPAY_API_KEY: STORE.apiKey, BTCPAY_STORE_ID: STORE.storeId, BTCPAY_WEBHOOK_SECRET: STORE.webhookSecret, BTCPAY_COINS: 'BTC' },
      // The reconciliation would settle them before the webhooks: it runs once at start, before the deposits exist.
      PAYMENTS_RECONCILE_SECONDS: '86400',
    },
    port,
  );
  const database = await target.open();
  try {
    log(`[${target.name}] ${INVOICES} settled-invoice webhooks, each delivered twice, after ${WARMUP_INVOICES} untimed…`);
    const investors = await database.db.select({ id: users.id }).from(users).where(like(users.email, 'bench%@bench.local'));
    const processor = btcpayProcessor({ url: btcpay.url, ...STORE, coins: ['BTC'] });
    /** `count` deposits, each paying for an unpaid investment in the plan, whose invoices the store reports settled. */
    const settledDeposits = async (planName: string, count: number) => {
      const [plan] = await database.db.select().from(investmentPlans).where(eq(investmentPlans.name, planName));
      const depositIds: string[] = [];
      const invoiceIds: string[] = [];
      for (let i = 0; i < count; i++) {
        const userId = investors[i % investors.length]!.id;
        const depositId = newRowId();
        const invoice = await processor.createInvoice({ orderId: depositId, amountCents: plan!.minCents, coin: 'BTC' });
        const investment = { id: newRowId(), userId, planId: plan!.id, planName: plan!.name, roiBps: plan!.roiBps, durationDays: plan!.durationDays };
        await database.db
          .insert(investments)
          .values({ ...investment, referralBonusBps: plan!.referralBonusBps ?? 0, amountCents: plan!.minCents, status: 'unpaid' });
        await database.db.insert(deposits).values({
          id: depositId,
          userId,
          amountCents: plan!.minCents,
          method: 'Bitcoin',
          walletAddress: invoice.address,
          investmentId: investment.id,
          paymentUri: invoice.paymentUri,
          processor: 'btcpay',
          invoiceId: invoice.invoiceId,
          coin: 'BTC',
          coinAmount: invoice.coinAmount,
          checkoutUrl: invoice.checkoutUrl,
        });
        btcpay.settle(invoice.invoiceId);
        depositIds.push(depositId);
        invoiceIds.push(invoice.invoiceId);
      }
      return { depositIds, invoiceIds };
    };
    const load = async (invoiceIds: string[]) => {
      const spec: WebhookLoadSpec = {
        url: `${server.baseUrl}/api/webhooks/btcpay`,
        storeId: STORE.storeId,
        secret: STORE.webhookSecret,
        invoiceIds,
        deliveriesEach: 2,
        connections: 10,
      };
      // Not execFileSync: the fake store answers the server from this process's event loop meanwhile.
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bench/webhook-load.ts', JSON.stringify(spec)], {
        maxBuffer: 10 * 1024 * 1024,
      });
      return JSON.parse(stdout) as WebhookLoadResult;
    };
    // The same load on another plan's deposits first, untimed, as every other load has its warm-up:
    // the figure is for a server that has been running, not for its first second. Every deposit is
    // made before it, so the timed load follows at once, on the connections the warm-up opened (the
    // pool closes a connection idle for 10 s, and a new one parses every statement anew).
    const warmupDeposits = await settledDeposits('Silver', WARMUP_INVOICES);
    const { depositIds, invoiceIds } = await settledDeposits('Starter', INVOICES);
    const warmup = await load(warmupDeposits.invoiceIds);
    const postgresCpu = databaseCpu(new URL(target.serverEnv.DATABASE_URL!).pathname.slice(1));
    const storeCpuBefore = process.cpuUsage();
    const cpuBefore = server.cpuMs();
    const timed = await load(invoiceIds);
    const cpuAfter = server.cpuMs();
    const storeCpu = process.cpuUsage(storeCpuBefore);
    const postgresCpuMs = postgresCpu.spent();
    const perDelivery = (ms: number) => Number((ms / Math.max(1, timed.requests)).toFixed(2));
    const [credits] = await database.db
      .select({ entries: sql<number>`count(*)::int`, deposits: sql<number>`count(distinct ${ledgerEntries.refId})::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'deposit'), inArray(ledgerEntries.refId, [...warmupDeposits.depositIds, ...depositIds])));
    const completed = await database.db.$count(deposits, and(inArray(deposits.id, depositIds), eq(deposits.status, 'completed')));
    return {
      webhookRps: timed.rps,
      webhookP99Ms: timed.p99Ms,
      webhookCreditsPerSecond: Math.round(completed / timed.seconds),
      webhookDepositsCompleted: completed,
      webhookDoubleCredits: credits!.entries - credits!.deposits,
      webhookErrors: warmup.errors + timed.errors,
      // The server's own CPU per delivery, which other processes on a shared machine barely move.
      webhookServerCpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : perDelivery(cpuAfter - cpuBefore),
      // What the rest of the two cores went to meanwhile: the database's backends, the fake BTCPay
      // store (this process) and the load generator.
      webhookPostgresCpuMsPerRequest: postgresCpuMs === null ? null : perDelivery(postgresCpuMs),
      webhookStoreCpuMsPerRequest: perDelivery((storeCpu.user + storeCpu.system) / 1000),
      webhookLoadCpuMsPerRequest: perDelivery(timed.cpuMs),
    };
  } finally {
    await database.close();
    await server.stop();
    await btcpay.close();
  }
}
