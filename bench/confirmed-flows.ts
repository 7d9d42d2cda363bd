import { startSmtpInbox } from '../tests/support/smtp-inbox';
import { totpCode } from '../tests/support/two-factor';
import type { BenchTarget } from './targets';
import type { BenchCredentials, TwoFactorAccount } from './prepare-data';
import { startServer, type RunningServer } from './server-process';

/**
 * Four rounds of ten, the first untimed as the loads' warm-up is: within the 5 codes an investor may
 * ask for and the 50 coded withdrawals one address may send in 15 minutes.
 */
const CODE_ROUNDS = 4;
/** Two-factor sign-ins before the timed ones (of the 25 accounts), for a server that has been running. */
const TWO_FACTOR_WARMUP = 5;
const CODE_WITHDRAWAL = { cryptoType: 'BTC', walletAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', amountCents: 5000 };
const MAILED_CODE = /<strong>(\d{6})<\/strong>/;

const percentile99 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.99) - 1]!;

/** A request's answer, failing the bench on anything but `status`: these figures are for flows that succeed. */
async function expectStatus(response: Promise<Response>, status: number, what: string): Promise<Response> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
  return answer;
}

/** Milliseconds `work` took, and the server's CPU meanwhile added to `cpu`. */
async function timed<T>(server: RunningServer, cpu: { ms: number }, work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const before = server.cpuMs() ?? 0;
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  cpu.ms += (server.cpuMs() ?? 0) - before;
  return { ms, value };
}

const figures = (count: number, spentMs: number, times: number[], cpuMs: number) => ({
  rps: Math.round((count * 1000) / spentMs),
  p99Ms: Math.round(percentile99(times)),
  cpuMsPerRequest: Number((cpuMs / count).toFixed(2)),
});

/**
 * Ten investors with mailed codes ask for a code at once, each reads it from the mail that reaches
 * the bench's SMTP inbox, and all ten withdraw with it at once; four rounds. The rate and the p99
 * are the withdrawals' (each sending its code), the CPU per withdrawal includes its code request.
 */
async function codedWithdrawals(server: RunningServer, investors: BenchCredentials[], inbox: Awaited<ReturnType<typeof startSmtpInbox>>) {
  const post = (investor: BenchCredentials, path: string, body: object, key?: string) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: investor.cookie, 'x-csrf-token': investor.csrf, ...(key && { 'idempotency-key': key }) },
      body: JSON.stringify(body),
    });
  const cpu = { ms: 0 };
  const withdrawalTimes: number[] = [];
  const codeTimes: number[] = [];
  let withdrawalsMs = 0;
  for (let round = 0; round < CODE_ROUNDS; round++) {
    const mailsBefore = inbox.received.length;
    const asked = await timed(server, cpu, () =>
      Promise.all(
        investors.map((investor) =>
          timed(server, { ms: 0 }, () => expectStatus(post(investor, '/api/withdrawals/confirmation-code', CODE_WITHDRAWAL), 202, 'code')),
        ),
      ),
    );
    const codes = await mailedCodes(inbox, mailsBefore, investors);
    const withdrawn = await timed(server, cpu, () =>
      Promise.all(
        investors.map((investor, i) =>
          timed(server, { ms: 0 }, () =>
            expectStatus(
              post(investor, '/api/withdrawals', { ...CODE_WITHDRAWAL, confirmationCode: codes[i] }, `bench-code-${round}-${i}`),
              201,
              'coded withdrawal',
            ),
          ),
        ),
      ),
    );
    if (round === 0) {
      cpu.ms = 0;
      continue;
    }
    codeTimes.push(...asked.value.map((answer) => answer.ms));
    withdrawalTimes.push(...withdrawn.value.map((answer) => answer.ms));
    withdrawalsMs += withdrawn.ms;
  }
  return { ...figures(withdrawalTimes.length, withdrawalsMs, withdrawalTimes, cpu.ms), codeRequestP99Ms: Math.round(percentile99(codeTimes)) };
}

/** The code mailed to each investor since `from`, waiting for the server's mail worker (it delivers every few seconds). */
async function mailedCodes(inbox: Awaited<ReturnType<typeof startSmtpInbox>>, from: number, investors: BenchCredentials[]): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const fresh = inbox.received.slice(from);
    const codes = investors.map(
      (investor) => fresh.find((mail) => mail.to.includes(investor.email) && MAILED_CODE.test(mail.html))?.html.match(MAILED_CODE)?.[1],
    );
    if (codes.every((code) => code !== undefined)) return codes as string[];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The withdrawal codes were not mailed within 30 s');
}

/**
 * Sign-ins with password and authenticator code, one after another (one password check at a time
 * per account and address), each account once, as an authenticator's code signs in once.
 */
async function twoFactorSignIns(server: RunningServer, accounts: TwoFactorAccount[], password: string) {
  const post = (path: string, body: object, cookie = '') =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const signInEach = async (some: TwoFactorAccount[], times: number[]) => {
    for (const account of some) {
      const signIn = await timed(server, { ms: 0 }, async () => {
        const challenge = await expectStatus(post('/api/auth/login', { email: account.email, password }), 200, 'sign-in');
        const cookie =
          challenge.headers
            .getSetCookie()
            .find((header) => header.startsWith('tfa='))
            ?.split(';')[0] ?? '';
        await expectStatus(post('/api/auth/login/two-factor', { code: totpCode(account.totpSecret, new Date()) }, cookie), 200, 'two-factor code');
      });
      times.push(signIn.ms);
    }
  };
  await signInEach(accounts.slice(0, TWO_FACTOR_WARMUP), []);
  const cpu = { ms: 0 };
  const times: number[] = [];
  const all = await timed(server, cpu, () => signInEach(accounts.slice(TWO_FACTOR_WARMUP), times));
  return figures(times.length, all.ms, times, cpu.ms);
}

/**
 * The figures of what confirms money or a sign-in with a second factor, on a server of their own
 * that mails through the bench's SMTP inbox (the load figures' server keeps its mail in the outbox,
 * so no delivery runs during their loads).
 */
export async function measureConfirmedFlows(
  target: BenchTarget,
  port: number,
  data: { codeInvestors: BenchCredentials[]; twoFactorAccounts: TwoFactorAccount[]; loginPassword: string },
) {
  const inbox = await startSmtpInbox();
  const server = await startServer({ ...target.serverEnv, SMTP_URL: inbox.url }, port);
  try {
    const coded = await codedWithdrawals(server, data.codeInvestors, inbox);
    const twoFactor = await twoFactorSignIns(server, data.twoFactorAccounts, data.loginPassword);
    return {
      codedWithdrawalRps: coded.rps,
      codedWithdrawalP99Ms: coded.p99Ms,
      codeRequestP99Ms: coded.codeRequestP99Ms,
      codedWithdrawalServerCpuMsPerRequest: coded.cpuMsPerRequest,
      twoFactorSignInRps: twoFactor.rps,
      twoFactorSignInP99Ms: twoFactor.p99Ms,
      twoFactorSignInServerCpuMsPerRequest: twoFactor.cpuMsPerRequest,
    };
  } finally {
    await server.stop();
    await inbox.close();
  }
}
