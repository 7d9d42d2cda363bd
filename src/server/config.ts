import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PROCESSOR_COINS, type ProcessorCoin } from '../shared/method-coin';

/**
 * Every setting comes from the environment; all are optional (README, Configuration). An empty
 * value counts as unset. A value that does not parse stops the start with one line naming it.
 */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());
const positiveInt = (what: string) =>
  z.coerce
    .number({ error: `expected ${what}` })
    .int(`expected ${what}`)
    .positive(`expected ${what}`);
const url = (what: string, protocols: string[]) =>
  z.url({ error: `expected ${what}` }).refine((value) => protocols.includes(new URL(value).protocol), `expected ${what}`);

const coinsExpected = `expected a comma-separated list of ${PROCESSOR_COINS.join(', ')}`;
const coinList = z
  .string()
  .transform((value) => value.split(',').map((coin) => coin.trim().toUpperCase()))
  .pipe(z.array(z.enum(PROCESSOR_COINS, { error: coinsExpected })).min(1, coinsExpected))
  .refine((coins) => new Set(coins).size === coins.length, 'expected each coin once');

const environmentSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'], { error: 'expected development, production or test' })),
  PORT: optional(positiveInt('a port number from 1 to 65535').max(65535, 'expected a port number from 1 to 65535')),
  HOST: optional(z.string()),
  PUBLIC_URL: optional(url('an http(s) URL such as https://invest.example.com', ['http:', 'https:'])),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(url('a postgres:// or postgresql:// URL', ['postgres:', 'postgresql:'])),
  ADMIN_EMAIL: optional(z.email({ error: 'expected an e-mail address' })),
  ADMIN_PASSWORD: optional(z.string().min(8, 'expected at least 8 characters')),
  SMTP_URL: optional(url('an smtp:// or smtps:// URL', ['smtp:', 'smtps:'])),
  MAIL_FROM: optional(z.string()),
  SUPPORT_EMAIL: optional(z.email({ error: 'expected an e-mail address' })),
  SESSION_IDLE_MINUTES: optional(z.coerce.number({ error: 'expected minutes, a number above 0' }).positive('expected minutes, a number above 0')),
  SECRET_KEY: optional(z.string().min(16, 'expected at least 16 characters')),
  SECRET_KEY_FILE: optional(z.string()),
  TRUST_PROXY: optional(z.string()),
  SEED_DEMO: optional(z.enum(['0', '1'], { error: 'expected 0 or 1' })),
  LOGIN_LIMIT_PER_ADDRESS: optional(positiveInt('a whole number above 0')),
  LOGIN_LIMIT_PER_ACCOUNT: optional(positiveInt('a whole number above 0')),
  MARKET_DATA_URL: optional(url('an http(s) URL', ['http:', 'https:'])),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'expected fatal, error, warn, info, debug, trace or silent' }),
  ),
  METRICS_TOKEN: optional(z.string().min(16, 'expected at least 16 characters')),
  SECURITY_HOLD_HOURS: optional(
    z.coerce
      .number({ error: 'expected whole hours from 0 to 8760' })
      .int('expected whole hours from 0 to 8760')
      .min(0, 'expected whole hours from 0 to 8760')
      .max(8760, 'expected whole hours from 0 to 8760'),
  ),
  BTCPAY_URL: optional(url('an http(s) URL of a BTCPay Server', ['http:', 'https:'])),
  BTCPAY_API_KEY: optional(z.string().min(16, 'expected a Greenfield API key')),
  BTCPAY_STORE_ID: optional(z.string().regex(/^[A-Za-z0-9]+$/, 'expected a store id (letters and digits)')),
  BTCPAY_WEBHOOK_SECRET: optional(z.string().min(16, 'expected at least 16 characters')),
  BTCPAY_COINS: optional(coinList),
  NOWPAYMENTS_API_URL: optional(url('an http(s) URL', ['http:', 'https:'])),
  NOWPAYMENTS_API_KEY: optional(z.string().min(8, 'expected a NOWPayments API key')),
  NOWPAYMENTS_IPN_SECRET: optional(z.string().min(8, 'expected the IPN secret key')),
  NOWPAYMENTS_COINS: optional(coinList),
  PAYMENTS_RECONCILE_SECONDS: optional(positiveInt('whole seconds above 0')),
  FOUR_EYES_CENTS: optional(
    z.coerce.number({ error: 'expected whole cents, 0 or more' }).int('expected whole cents, 0 or more').min(0, 'expected whole cents, 0 or more'),
  ),
});

/** Settings whose value the start error must not print: keys and secrets are never logged. */
const SECRET_SETTINGS = new Set(['BTCPAY_API_KEY', 'BTCPAY_WEBHOOK_SECRET', 'NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_IPN_SECRET']);
const shown = (env: NodeJS.ProcessEnv, name: string) => (SECRET_SETTINGS.has(name) ? '(hidden)' : JSON.stringify(env[name]));
const BTCPAY_SETTINGS = ['BTCPAY_URL', 'BTCPAY_API_KEY', 'BTCPAY_STORE_ID', 'BTCPAY_WEBHOOK_SECRET'] as const;
const NOWPAYMENTS_SETTINGS = ['NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_IPN_SECRET'] as const;

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

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
  /** Where the generated secret key lives when SECRET_KEY is unset; may sit outside DATA_DIR. */
  secretKeyFile: string;
  /** false, or Fastify's list of trusted proxy addresses/CIDRs/ranges (loopback, linklocal, uniquelocal). */
  trustProxy: false | string;
  production: boolean;
  /** The demo investor and demo receiving addresses; never in production. */
  seedDemo: boolean;
  /** Sign-in and registration attempts allowed per client address / per account in 15 minutes. */
  loginLimitPerAddress: number;
  loginLimitPerAccount: number;
  /** A live market feed answering the MarketOverview shape; the bundled sample otherwise. */
  marketDataUrl: string | undefined;
  /** Where the app is reached from outside (links in mails); never taken from a request's Host. */
  publicUrl: string;
  logLevel: LogLevel;
  /** GET /metrics answers only with this bearer token; off when unset. */
  metricsToken: string | undefined;
  /** How long new withdrawals wait after a change to an account's security (password, two-factor, mailed codes); 0 for no wait. */
  securityHoldHours: number;
  /** A BTCPay Server store taking deposits in its coins; undefined when BTCPAY_* is unset. */
  btcpay: BtcpaySettings | undefined;
  /** A NOWPayments account taking deposits in its coins; undefined when NOWPAYMENTS_API_KEY is unset. */
  nowPayments: NowPaymentsSettings | undefined;
  /** How often open processor deposits are checked with their processor. */
  paymentsReconcileSeconds: number;
  /** Withdrawals of at least this many cents, and every balance adjustment, need two operators' approvals; 0 turns that off. */
  fourEyesCents: number;
}

/** A BTCPay Server store: its Greenfield API, a key with the store's invoice permissions, its webhook's secret. */
export interface BtcpaySettings {
  url: string;
  apiKey: string;
  storeId: string;
  webhookSecret: string;
  coins: ProcessorCoin[];
}

/** A NOWPayments account: its API, key and IPN secret, and where its callbacks reach the platform. */
export interface NowPaymentsSettings {
  apiUrl: string;
  apiKey: string;
  ipnSecret: string;
  coins: ProcessorCoin[];
  publicUrl: string;
}

/** A setting that does not parse; its message is the one line the start prints. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration: ${name}=${shown(env, name)}: ${issue.message}.`);
  }
  const settings = parsed.data;
  const production = settings.NODE_ENV === 'production';
  if (production && settings.SEED_DEMO === '1') {
    throw new ConfigError('Invalid configuration: SEED_DEMO="1": expected 0 with NODE_ENV=production (the demo password is published).');
  }
  const host = settings.HOST ?? '127.0.0.1';
  const port = settings.PORT ?? 3000;
  const dataDir = path.resolve(settings.DATA_DIR ?? './data');
  const publicUrl = (settings.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, '');
  const { btcpay, nowPayments } = processorsFrom(settings, publicUrl);
  return {
    port,
    host,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    adminEmail: settings.ADMIN_EMAIL,
    adminPassword: settings.ADMIN_PASSWORD,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM ?? 'Investment Platform <no-reply@localhost>',
    supportEmail: settings.SUPPORT_EMAIL ?? 'support@localhost',
    sessionIdleMinutes: settings.SESSION_IDLE_MINUTES ?? 5,
    secretKey: settings.SECRET_KEY,
    secretKeyFile: path.resolve(settings.SECRET_KEY_FILE ?? path.join(dataDir, 'secret.key')),
    trustProxy: trustProxyFrom(settings.TRUST_PROXY),
    production,
    seedDemo: settings.SEED_DEMO ? settings.SEED_DEMO === '1' : !production,
    loginLimitPerAddress: settings.LOGIN_LIMIT_PER_ADDRESS ?? 30,
    loginLimitPerAccount: settings.LOGIN_LIMIT_PER_ACCOUNT ?? 10,
    marketDataUrl: settings.MARKET_DATA_URL,
    publicUrl,
    logLevel: settings.LOG_LEVEL ?? 'info',
    metricsToken: settings.METRICS_TOKEN,
    securityHoldHours: settings.SECURITY_HOLD_HOURS ?? 24,
    btcpay,
    nowPayments,
    paymentsReconcileSeconds: settings.PAYMENTS_RECONCILE_SECONDS ?? 300,
    fourEyesCents: settings.FOUR_EYES_CENTS ?? 1_000_000,
  };
}

type Settings = z.infer<typeof environmentSchema>;

/** A processor's settings come all together or not at all: the first one missing is named. */
function requireAll(settings: Settings, names: readonly (keyof Settings)[], service: string): boolean {
  if (names.every((name) => settings[name] === undefined)) return false;
  const missing = names.find((name) => settings[name] === undefined);
  if (missing) throw new ConfigError(`Invalid configuration: ${missing} is unset: expected with the other ${service} settings (${names.join(', ')}).`);
  return true;
}

/**
 * The processors configured, each with the coins it handles. A coin handled by two would leave it
 * to chance which one an investor's deposit goes to, so the start refuses it.
 */
function processorsFrom(settings: Settings, publicUrl: string): Pick<Config, 'btcpay' | 'nowPayments'> {
  const btcpay: BtcpaySettings | undefined = requireAll(settings, BTCPAY_SETTINGS, 'BTCPay')
    ? {
        url: settings.BTCPAY_URL!.replace(/\/+$/, ''),
        apiKey: settings.BTCPAY_API_KEY!,
        storeId: settings.BTCPAY_STORE_ID!,
        webhookSecret: settings.BTCPAY_WEBHOOK_SECRET!,
        coins: settings.BTCPAY_COINS ?? ['BTC'],
      }
    : undefined;
  const nowPayments = requireAll(settings, NOWPAYMENTS_SETTINGS, 'NOWPayments')
    ? {
        apiUrl: (settings.NOWPAYMENTS_API_URL ?? 'https://api.nowpayments.io').replace(/\/+$/, ''),
        apiKey: settings.NOWPAYMENTS_API_KEY!,
        ipnSecret: settings.NOWPAYMENTS_IPN_SECRET!,
        coins: settings.NOWPAYMENTS_COINS ?? ['ETH', 'USDT', 'TRON'],
        publicUrl,
      }
    : undefined;
  const twice = nowPayments?.coins.find((coin) => btcpay?.coins.includes(coin));
  if (twice && nowPayments) {
    throw new ConfigError(
      `Invalid configuration: NOWPAYMENTS_COINS=${JSON.stringify(nowPayments.coins.join(','))}: ${twice} is already handled by BTCPay (BTCPAY_COINS); a coin may have one processor.`,
    );
  }
  return { btcpay, nowPayments };
}

/**
 * SECRET_KEY, or when unset a random one generated once into SECRET_KEY_FILE (mode 0600) and reused
 * on every later start, so what it encrypted stays readable across restarts.
 */
export function resolveSecretKey(config: Pick<Config, 'secretKey' | 'secretKeyFile'>): string {
  if (config.secretKey) return config.secretKey;
  const file = config.secretKeyFile;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (!key) throw new Error(`${file} is empty; delete it or set SECRET_KEY.`);
  return key;
}

const resolvedKeys = new WeakMap<object, string>();
/** resolveSecretKey once per config, on first use, so an app that never needs the key creates no key file. */
export function secretKeyOf(config: Pick<Config, 'secretKey' | 'secretKeyFile'>): string {
  if (!resolvedKeys.has(config)) resolvedKeys.set(config, resolveSecretKey(config));
  return resolvedKeys.get(config)!;
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
