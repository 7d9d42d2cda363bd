import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('configuration from the environment', () => {
  it('starts with safe defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', production: false, seedDemo: true, logLevel: 'info', metricsToken: undefined });
    expect(config.securityHoldHours).toBe(24);
    expect(loadConfig({ SECURITY_HOLD_HOURS: '0' }).securityHoldHours).toBe(0);
    expect(config.fourEyesCents).toBe(1_000_000);
    expect(loadConfig({ FOUR_EYES_CENTS: '0' }).fourEyesCents).toBe(0);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.secretKeyFile).toBe(path.join(path.resolve('./data'), 'secret.key'));
  });

  it('names the variable and what it expects, in one line, for a value that does not parse', () => {
    expect(failure({ PORT: 'abc' })).toBe('Invalid configuration: PORT="abc": expected a port number from 1 to 65535.');
    expect(failure({ PORT: '70000' })).toBe('Invalid configuration: PORT="70000": expected a port number from 1 to 65535.');
    expect(failure({ SESSION_IDLE_MINUTES: '-5' })).toBe('Invalid configuration: SESSION_IDLE_MINUTES="-5": expected minutes, a number above 0.');
    expect(failure({ LOGIN_LIMIT_PER_ACCOUNT: '2.5' })).toBe('Invalid configuration: LOGIN_LIMIT_PER_ACCOUNT="2.5": expected a whole number above 0.');
    expect(failure({ DATABASE_URL: 'mysql://x@y/z' })).toBe(
      'Invalid configuration: DATABASE_URL="mysql://x@y/z": expected a postgres:// or postgresql:// URL.',
    );
    expect(failure({ LOG_LEVEL: 'loud' })).toBe('Invalid configuration: LOG_LEVEL="loud": expected fatal, error, warn, info, debug, trace or silent.');
    expect(failure({ METRICS_TOKEN: 'short' })).toBe('Invalid configuration: METRICS_TOKEN="short": expected at least 16 characters.');
    expect(failure({ SECURITY_HOLD_HOURS: '-1' })).toBe('Invalid configuration: SECURITY_HOLD_HOURS="-1": expected whole hours from 0 to 8760.');
    expect(failure({ SECURITY_HOLD_HOURS: 'a day' })).toBe('Invalid configuration: SECURITY_HOLD_HOURS="a day": expected whole hours from 0 to 8760.');
    expect(failure({ FOUR_EYES_CENTS: '100.5' })).toBe('Invalid configuration: FOUR_EYES_CENTS="100.5": expected whole cents, 0 or more.');
    expect(failure({ NODE_ENV: 'prod' })).toBe('Invalid configuration: NODE_ENV="prod": expected development, production or test.');
    for (const message of [failure({ PORT: 'abc' }), failure({ ADMIN_EMAIL: 'not-an-address' })]) expect(message).not.toContain('\n');
  });

  it('never seeds the demo investor in production, by default or on request', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, seedDemo: false });
    expect(failure({ NODE_ENV: 'production', SEED_DEMO: '1' })).toContain('SEED_DEMO="1": expected 0 with NODE_ENV=production');
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('reads every setting it is given, an empty value counting as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      PORT_UNUSED: 'x',
      DATA_DIR: '/srv/invest',
      SECRET_KEY_FILE: '/etc/invest/secret.key',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: 'a-long-enough-token',
      SESSION_IDLE_MINUTES: '0.5',
      DATABASE_URL: '',
      PUBLIC_URL: 'https://invest.example.com/',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/invest',
      secretKeyFile: '/etc/invest/secret.key',
      logLevel: 'warn',
      metricsToken: 'a-long-enough-token',
      sessionIdleMinutes: 0.5,
      databaseUrl: undefined,
      publicUrl: 'https://invest.example.com',
    });
  });

  describe('payment processors', () => {
    const btcpay = {
      BTCPAY_URL: 'https://pay.example.com/',
      BTCPAY_API_KEY: 'a-greenfield-api-key-1234',
      BTCPAY_STORE_ID: 'Store1',
      BTCPAY_WEBHOOK_SECRET: 'a-webhook-secret-12345',
    };
    const nowPayments = { NOWPAYMENTS_API_KEY: 'now-api-key', NOWPAYMENTS_IPN_SECRET: 'now-ipn-secret' };

    it('has none by default, and checks open invoices every 300 seconds', () => {
      expect(loadConfig({})).toMatchObject({ btcpay: undefined, nowPayments: undefined, paymentsReconcileSeconds: 300 });
    });

    it('reads a BTCPay store (BTC by default) and a NOWPayments account (ETH, USDT and TRON by default)', () => {
      expect(loadConfig({ ...btcpay, ...nowPayments, PUBLIC_URL: 'https://invest.example.com', PAYMENTS_RECONCILE_SECONDS: '60' })).toMatchObject({
        btcpay: {
          url: 'https://pay.example.com',
          apiKey: btcpay.BTCPAY_API_KEY,
          storeId: 'Store1',
          webhookSecret: btcpay.BTCPAY_WEBHOOK_SECRET,
          coins: ['BTC'],
        },
        nowPayments: { apiUrl: 'https://api.nowpayments.io', coins: ['ETH', 'USDT', 'TRON'], publicUrl: 'https://invest.example.com' },
        paymentsReconcileSeconds: 60,
      });
      expect(loadConfig({ ...btcpay, BTCPAY_COINS: 'btc, LTC' }).btcpay?.coins).toEqual(['BTC', 'LTC']);
    });

    it('names a setting that is set but unusable, in one line, never printing a key or secret', () => {
      expect(failure({ ...btcpay, BTCPAY_COINS: 'BTC,DOGE' })).toBe(
        'Invalid configuration: BTCPAY_COINS="BTC,DOGE": expected a comma-separated list of BTC, ETH, LTC, USDT, TRON.',
      );
      expect(failure({ ...btcpay, BTCPAY_WEBHOOK_SECRET: 'short' })).toBe(
        'Invalid configuration: BTCPAY_WEBHOOK_SECRET=(hidden): expected at least 16 characters.',
      );
      expect(failure({ ...btcpay, BTCPAY_API_KEY: '' })).toBe(
        'Invalid configuration: BTCPAY_API_KEY is unset: expected with the other BTCPay settings (BTCPAY_URL, BTCPAY_API_KEY, BTCPAY_STORE_ID, BTCPAY_WEBHOOK_SECRET).',
      );
      expect(failure({ NOWPAYMENTS_API_KEY: 'now-api-key' })).toContain('NOWPAYMENTS_IPN_SECRET is unset');
      expect(failure({ PAYMENTS_RECONCILE_SECONDS: '0' })).toBe('Invalid configuration: PAYMENTS_RECONCILE_SECONDS="0": expected whole seconds above 0.');
      const secretShown = failure({ ...btcpay, BTCPAY_API_KEY: 'short-key' });
      expect(secretShown).not.toContain('short-key');
    });

    it('refuses a coin handled by two processors', () => {
      expect(failure({ ...btcpay, BTCPAY_COINS: 'BTC,ETH', ...nowPayments })).toBe(
        'Invalid configuration: NOWPAYMENTS_COINS="ETH,USDT,TRON": ETH is already handled by BTCPay (BTCPAY_COINS); a coin may have one processor.',
      );
    });
  });
});
