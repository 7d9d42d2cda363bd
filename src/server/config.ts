import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every setting comes from the environment; all are optional (see README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  sessionIdleMinutes: number;
  secretKey: string | undefined;
  /** false, or Fastify's list of trusted proxy addresses/CIDRs/ranges (loopback, linklocal, uniquelocal). */
  trustProxy: false | string;
  production: boolean;
  seedDemo: boolean;
  /** Sign-in and registration attempts allowed per client address / per account in 15 minutes. */
  loginLimitPerAddress: number;
  loginLimitPerAccount: number;
  /** A live market feed answering the MarketOverview shape; the bundled sample otherwise. */
  marketDataUrl: string | undefined;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Investment Platform <no-reply@localhost>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@localhost',
    sessionIdleMinutes: intFrom(env.SESSION_IDLE_MINUTES, 5),
    secretKey: env.SECRET_KEY || undefined,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    production: env.NODE_ENV === 'production',
    seedDemo: env.SEED_DEMO !== '0',
    loginLimitPerAddress: intFrom(env.LOGIN_LIMIT_PER_ADDRESS, 30),
    loginLimitPerAccount: intFrom(env.LOGIN_LIMIT_PER_ACCOUNT, 10),
    marketDataUrl: env.MARKET_DATA_URL || undefined,
  };
}

const SECRET_KEY_FILE = 'secret.key';

/**
 * SECRET_KEY, or when unset a random one generated once into DATA_DIR (mode 0600) and reused on
 * every later start, so what it encrypted stays readable across restarts.
 */
export function resolveSecretKey(config: Pick<Config, 'secretKey' | 'dataDir'>): string {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (!key) throw new Error(`${file} is empty; delete it or set SECRET_KEY.`);
  return key;
}

/**
 * TRUST_PROXY=1 (or true): the proxy sits on a loopback or private address, the usual single
 * reverse proxy. Anything else is taken as the proxies' own addresses or CIDRs, comma-separated.
 * Hops are trusted only from those addresses, so the client address is the one our proxy appended
 * (trusting every hop would let a client pick its own address and slip past the sign-in limits).
 */
function trustProxyFrom(value: string | undefined): false | string {
  if (!value || value === '0' || value === 'false') return false;
  return value === '1' || value === 'true' ? 'loopback,linklocal,uniquelocal' : value;
}
