import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { userRow } from '../../../tests/support/admin-fixtures';
import { MT4_SUBSCRIPTION } from '../../../tests/support/account-fixtures';
import { ledgerEntries, mt4Subscriptions, notifications } from '../db/schema';
import { resolveSecretKey } from '../config';
import { decryptMt4Password } from './password-cipher';

const SECRET = 'mt4-test-secret';
const PASSWORD = 'Tr@der-Secret-123';
const valid = { ...MT4_SUBSCRIPTION, duration: 'Quarterly', password: PASSWORD };

describe.each(testDatabaseKinds())('MT4 subscriptions on %s', (kind) => {
  const t = useTestApp(kind, { secretKey: SECRET });

  const subscribe = (investor: SignedInUser, body: unknown, headers: Record<string, string> = {}) =>
    investor.inject({ method: 'POST', url: '/api/mt4-subscriptions', payload: body as object, headers });
  const balanceOf = async (investor: SignedInUser) => (await userRow(t, investor.user.id)).balanceCents;
  const rowsOf = (investor: SignedInUser) => t.ctx.db.select().from(mt4Subscriptions).where(eq(mt4Subscriptions.userId, investor.user.id));
  const expectRefused = async (investor: SignedInUser, body: unknown, message: string) => {
    const before = await balanceOf(investor);
    const response = await subscribe(investor, body);
    expect(response.json()).toMatchObject({ error: { message } });
    expect(response.statusCode).toBe(400);
    expect(await balanceOf(investor)).toBe(before);
    expect(await rowsOf(investor)).toEqual([]);
  };

  it('charges the priced duration from balance and leaves the subscription pending', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    const response = await subscribe(investor, valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'MT4 subscription submitted successfully!',
      balanceCents: 750_00,
      subscription: {
        duration: 'Quarterly',
        amountCents: 250_00,
        mt4Id: '5012345',
        accountType: 'Standard',
        currency: 'USD',
        leverage: '1:100',
        server: 'Broker-Live-3',
        status: 'pending',
        startsAt: null,
        endsAt: null,
      },
    });
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, body.subscription.id));
    expect(entries).toMatchObject([{ kind: 'mt4_subscription', amountCents: -250_00 }]);
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(notes).toMatchObject([{ kind: 'mt4_submitted', refId: body.subscription.id }]);
    expect((await subscribe(investor, { ...valid, duration: 'Monthly' })).json().balanceCents).toBe(650_00);
    expect((await subscribe(investor, { ...valid, duration: 'Yearly' })).statusCode).toBe(400);
    expect((await subscribe(investor, { ...valid, duration: 'Monthly' })).json().balanceCents).toBe(550_00);
  });

  it('never sends the password back and stores it only encrypted', async () => {
    const investor = await signUpUser(t, { balanceCents: 900_00 });
    const created = await subscribe(investor, { ...valid, duration: 'Yearly' });
    const listed = await investor.inject({ method: 'GET', url: '/api/mt4-subscriptions' });
    for (const response of [created, listed]) {
      expect(response.body).not.toContain(PASSWORD);
      expect(response.body).not.toMatch(/password/i);
    }
    expect(listed.json().items).toEqual([created.json().subscription]);
    const [row] = await rowsOf(investor);
    expect(row!.passwordEncrypted).not.toContain(PASSWORD);
    expect(decryptMt4Password(row!.passwordEncrypted, SECRET)).toBe(PASSWORD);
    expect(() => decryptMt4Password(row!.passwordEncrypted, 'another key')).toThrow();
    const again = await signUpUser(t, { balanceCents: 100_00 });
    await subscribe(again, { ...valid, duration: 'Monthly' });
    const [other] = await rowsOf(again);
    expect(other!.passwordEncrypted).not.toBe(row!.passwordEncrypted);
  });

  it('refuses each broken rule with the spec message and changes nothing', async () => {
    const investor = await signUpUser(t, { balanceCents: 200_00 });
    for (const field of Object.keys(valid)) {
      const { [field]: _omitted, ...missing } = valid as Record<string, string>;
      await expectRefused(investor, missing, 'All fields are required.');
      await expectRefused(investor, { ...valid, [field]: '' }, 'All fields are required.');
    }
    await expectRefused(investor, { ...valid, mt4Id: '   ' }, 'All fields are required.');
    await expectRefused(investor, { ...valid, duration: 'Weekly' }, 'Invalid subscription duration.');
    await expectRefused(investor, { ...valid, duration: 'monthly' }, 'Invalid subscription duration.');
    await expectRefused(investor, { ...valid, duration: 'Yearly' }, 'Insufficient balance for subscription.');
    await expectRefused(investor, { ...valid, amountCents: 1 }, 'Unrecognized key: "amountCents"');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/mt4-subscriptions', payload: valid });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('User not authenticated.');
  });

  it('replays an Idempotency-Key, even once the balance no longer covers the price, and lists only the caller’s own subscriptions', async () => {
    const investor = await signUpUser(t, { balanceCents: 250_00 });
    const first = await subscribe(investor, valid, { 'idempotency-key': 'mt4-1' });
    const replay = await subscribe(investor, valid, { 'idempotency-key': 'mt4-1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(investor)).toBe(0);
    expect((await subscribe(investor, { ...valid, duration: 'Monthly' }, { 'idempotency-key': 'mt4-1' })).statusCode).toBe(409);
    const stranger = await signUpUser(t);
    expect((await stranger.inject({ method: 'GET', url: '/api/mt4-subscriptions' })).json()).toEqual({ items: [], nextCursor: null });
  });

  it.runIf(kind === 'postgres')('lets exactly 9 of 20 concurrent $100 subscriptions through $950', async () => {
    const investor = await signUpUser(t, { balanceCents: 950_00 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => subscribe(investor, { ...valid, duration: 'Monthly' }, { 'idempotency-key': `m-${i}` })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(9);
    expect(responses.filter((r) => r.statusCode === 400).map((r) => r.json().error.message)).toEqual(Array(11).fill('Insufficient balance for subscription.'));
    expect(await balanceOf(investor)).toBe(50_00);
    expect(await rowsOf(investor)).toHaveLength(9);
  });
});

describe('MT4 password key without SECRET_KEY', () => {
  it('is generated once into DATA_DIR, private to its owner, and reused after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mt4-key-'));
    try {
      const keyFile = path.join(dataDir, 'secret.key');
      const t = await createTestApp('pglite', { secretKey: undefined, dataDir, secretKeyFile: keyFile });
      const investor = await signUpUser(t, { balanceCents: 100_00 });
      expect((await investor.inject({ method: 'POST', url: '/api/mt4-subscriptions', payload: { ...valid, duration: 'Monthly' } })).statusCode).toBe(201);
      const [row] = await t.ctx.db.select().from(mt4Subscriptions);
      await t.close();

      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      const key = resolveSecretKey({ secretKey: undefined, secretKeyFile: keyFile });
      expect(key).toBe(fs.readFileSync(keyFile, 'utf8'));
      expect(key.length).toBeGreaterThanOrEqual(43);
      expect(decryptMt4Password(row!.passwordEncrypted, key)).toBe(PASSWORD);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
