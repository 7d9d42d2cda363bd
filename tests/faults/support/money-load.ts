import { randomUUID } from 'node:crypto';
import { VALID_ADDRESSES } from '../../support/account-fixtures';
import type { RemoteInvestor } from './investors';

type MoneyRoute = 'withdrawal' | 'investment';

/** One money request as the client finally saw it answered (after retries with the same key). */
export interface MoneyAnswer {
  key: string;
  route: MoneyRoute;
  investorId: string;
  amountCents: number;
  status: number;
  /** The withdrawal or investment id the answer named. */
  recordId: string | undefined;
  /** Sends needed: more than one means the connection died before an answer came. */
  attempts: number;
  replayed: boolean;
}

interface MoneyRequest {
  key: string;
  route: MoneyRoute;
  investor: RemoteInvestor;
  amountCents: number;
  body: Record<string, unknown>;
}

const REQUEST_TIMEOUT_MS = 20_000;
const PATHS: Record<MoneyRoute, string> = { withdrawal: '/api/withdrawals', investment: '/api/investments' };
const randomCents = (min: number, spread: number) => min + Math.floor(Math.random() * spread);

/**
 * Money POSTs from a few concurrent clients, each with its own Idempotency-Key. A request whose
 * connection dies (the server was killed) is sent again with the same key and body once the
 * server is back, as a careful client would, until it gets an answer.
 */
export class MoneyLoad {
  readonly answers: MoneyAnswer[] = [];
  private stopping = false;
  private workers: Promise<void>[] = [];
  private nextPlan = new Map<string, number>();

  constructor(
    /** Resolves with the base URL of the server once one is listening. */
    private readonly server: () => Promise<string>,
    private readonly investors: RemoteInvestor[],
    private readonly planIds: number[],
  ) {}

  start(concurrency: number): void {
    this.workers = Array.from({ length: concurrency }, (_, i) => this.work(this.investors[i % this.investors.length]!));
  }

  /** Lets every request in flight get its answer (a server must be up), then resolves. */
  async stop(): Promise<MoneyAnswer[]> {
    this.stopping = true;
    await Promise.all(this.workers);
    return this.answers;
  }

  private async work(investor: RemoteInvestor): Promise<void> {
    while (!this.stopping) this.answers.push(await this.send(this.nextRequest(investor)));
  }

  private nextRequest(investor: RemoteInvestor): MoneyRequest {
    const planIndex = this.nextPlan.get(investor.id) ?? 0;
    const key = randomUUID();
    if (planIndex < this.planIds.length && Math.random() < 0.25) {
      this.nextPlan.set(investor.id, planIndex + 1);
      const amountCents = randomCents(100_00, 50_00);
      return { key, route: 'investment', investor, amountCents, body: { planId: this.planIds[planIndex], amountCents, fundingSource: 'balance' } };
    }
    const amountCents = randomCents(50_00, 50_00);
    return { key, route: 'withdrawal', investor, amountCents, body: { cryptoType: 'BTC', walletAddress: VALID_ADDRESSES.btc_address, amountCents } };
  }

  private async send(request: MoneyRequest): Promise<MoneyAnswer> {
    for (let attempts = 1; ; attempts += 1) {
      const baseUrl = await this.server();
      try {
        const response = await fetch(`${baseUrl}${PATHS[request.route]}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: request.investor.cookie,
            'x-csrf-token': request.investor.csrfToken,
            'idempotency-key': request.key,
          },
          body: JSON.stringify(request.body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = (await response.json()) as Record<string, { id?: string } | undefined>;
        // A server shutting down refuses new requests with 503 before handling them: come back later.
        if (response.status === 503) throw new Error('Service unavailable');
        return {
          key: request.key,
          route: request.route,
          investorId: request.investor.id,
          amountCents: request.amountCents,
          status: response.status,
          recordId: body[request.route]?.id,
          attempts,
          replayed: response.headers.get('idempotent-replayed') === 'true',
        };
      } catch {
        // The connection died or was refused, or the server is going down. Same key again.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
}
