import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { userRow } from '../../../tests/support/admin-fixtures';
import { ledgerEntries, mailOutbox, notifications, users, withdrawals } from '../db/schema';
import { findBalanceMismatches } from '../money/invariant';
import { runMoneyOperation, type MoneyOperation } from '../money/run';
import { planWithdrawal } from './request';
import { bech32m } from '@scure/base';
import { PAYOUT_ADDRESS, VALID_ADDRESSES } from '../../../tests/support/account-fixtures';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** BIP-350's taproot address: segwit v1 with a 32-byte program. */
const TAPROOT = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';

describe.each(testDatabaseKinds())('withdrawals on %s', (kind) => {
  const t = useTestApp(kind);

  const withdraw = (investor: SignedInUser, body: unknown, headers: Record<string, string> = {}) =>
    investor.inject({ method: 'POST', url: '/api/withdrawals', payload: body as object, headers });
  const balanceOf = async (investor: SignedInUser) => (await userRow(t, investor.user.id)).balanceCents;
  const setTerms = (investor: SignedInUser, terms: { withdrawalFeeBps?: number; withdrawalLimitCents?: number }) =>
    t.ctx.db.update(users).set(terms).where(eq(users.id, investor.user.id));
  const expectRefused = async (investor: SignedInUser, body: unknown, message: string) => {
    const before = await balanceOf(investor);
    const response = await withdraw(investor, body);
    expect(response.json()).toMatchObject({ error: { message } });
    expect(response.statusCode).toBe(400);
    expect(await balanceOf(investor)).toBe(before);
    expect(await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, investor.user.id))).toEqual([]);
  };
  const valid = { cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC, amountCents: 100_00 };

  it('creates a pending withdrawal with fee and total, lowers the balance by the amount only', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    await setTerms(investor, { withdrawalFeeBps: 250 });
    const response = await withdraw(investor, { ...valid, amountCents: 200_01 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Withdrawal submitted successfully.',
      balanceCents: 799_99,
      withdrawal: { amountCents: 200_01, feeCents: 5_00, totalCents: 205_01, walletAddress: PAYOUT_ADDRESS.BTC, cryptoType: 'BTC', status: 'pending' },
    });
    expect(await balanceOf(investor)).toBe(799_99);
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, body.withdrawal.id));
    expect(entries).toMatchObject([{ kind: 'withdrawal', amountCents: -200_01 }]);
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(notes).toMatchObject([{ kind: 'withdrawal_submitted', refId: body.withdrawal.id }]);
    expect((await investor.inject({ method: 'GET', url: '/api/withdrawals' })).json()).toEqual({ items: [body.withdrawal], nextCursor: null });
  });

  it('mails "Withdrawal Submitted" with method, amount, fee, Pending and the wallet address, every value escaped', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00, fullname: '<script>alert("x")</script>' });
    await setTerms(investor, { withdrawalFeeBps: 100 });
    const response = await withdraw(investor, { cryptoType: 'ETH', walletAddress: PAYOUT_ADDRESS.ETH, amountCents: 300_00 });
    expect(response.statusCode).toBe(201);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mail!.subject).toBe('Withdrawal Submitted');
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
    for (const shown of ['ETH', '$300.00', '$3.00', 'Pending', PAYOUT_ADDRESS.ETH]) expect(mail!.html).toContain(shown);
  });

  it("refuses an address that is not the coin's, or whose checksum a one-character typo broke, before any money moves", async () => {
    const investor = await signUpUser(t, { balanceCents: 400_00 });
    await expectRefused(investor, { ...valid, walletAddress: '<script>alert("x")</script>' }, 'Please enter a valid BTC address.');
    await expectRefused(investor, { ...valid, cryptoType: 'ETH' }, 'Please enter a valid ETH address.');
    // PAYOUT_ADDRESS.BTC with its last character changed: still bech32-shaped, but the checksum fails.
    await expectRefused(investor, { ...valid, walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp' }, 'Please enter a valid BTC address.');
    await expectRefused(investor, { ...valid, cryptoType: 'TRON', walletAddress: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM' }, 'Please enter a valid TRON address.');
    await expectRefused(
      investor,
      { ...valid, cryptoType: 'USDT', network: 'ERC20', walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' },
      'Please enter a valid USDT ERC-20 address.',
    );
  });

  it('refuses addresses whose coins anyone could take or nobody could spend', async () => {
    const investor = await signUpUser(t, { balanceCents: 400_00 });
    const refused: Array<[string, string]> = [
      ['BTC', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y'], // segwit v1 with a 40-byte program
      ['BTC', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs'], // v2
      ['BTC', 'BC1SW50QGDZ25J'], // v16
      ['LTC', bech32m.encode('ltc', [2, ...bech32m.toWords(new Uint8Array(32))])],
      ['ETH', ZERO_ADDRESS],
    ];
    for (const [cryptoType, walletAddress] of refused) {
      await expectRefused(investor, { ...valid, cryptoType, walletAddress }, `Please enter a valid ${cryptoType} address.`);
    }
    await expectRefused(investor, { ...valid, cryptoType: 'USDT', network: 'ERC20', walletAddress: ZERO_ADDRESS }, 'Please enter a valid USDT ERC-20 address.');
    const taproot = await withdraw(investor, { ...valid, walletAddress: TAPROOT });
    expect(taproot.statusCode).toBe(201);
    expect(taproot.json().withdrawal).toMatchObject({ walletAddress: TAPROOT, cryptoType: 'BTC', network: null });
  });

  it('takes USDT on the network the investor names, stores and lists it; refuses it unnamed, on the wrong network, or named for another coin', async () => {
    const investor = await signUpUser(t, { balanceCents: 400_00 });
    const usdt = { cryptoType: 'USDT', amountCents: 100_00 };
    await expectRefused(investor, { ...usdt, walletAddress: PAYOUT_ADDRESS.USDT }, 'Please choose the USDT network: TRC-20 or ERC-20.');
    await expectRefused(investor, { ...usdt, network: 'BEP20', walletAddress: PAYOUT_ADDRESS.USDT }, 'Please choose the USDT network: TRC-20 or ERC-20.');
    await expectRefused(investor, { ...usdt, network: 'TRC20', walletAddress: PAYOUT_ADDRESS.ETH }, 'Please enter a valid USDT TRC-20 address.');
    await expectRefused(investor, { ...usdt, network: 'ERC20', walletAddress: PAYOUT_ADDRESS.USDT }, 'Please enter a valid USDT ERC-20 address.');
    await expectRefused(investor, { ...valid, network: 'TRC20' }, 'Only a USDT withdrawal names a network.');

    const onTron = await withdraw(investor, { ...usdt, network: 'TRC20', walletAddress: PAYOUT_ADDRESS.USDT });
    expect(onTron.statusCode).toBe(201);
    const onEthereum = await withdraw(investor, { ...usdt, network: 'ERC20', walletAddress: PAYOUT_ADDRESS.ETH });
    expect(onEthereum.statusCode).toBe(201);
    expect(await withdraw(investor, valid).then((response) => response.statusCode)).toBe(201);
    const rows = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, investor.user.id));
    expect(rows.map((row) => [row.cryptoType, row.network]).sort()).toEqual([
      ['BTC', null],
      ['USDT', 'ERC20'],
      ['USDT', 'TRC20'],
    ]);
    const listed = (await investor.inject({ method: 'GET', url: '/api/withdrawals' })).json().items;
    expect(listed.map((item: { cryptoType: string; network: string | null }) => [item.cryptoType, item.network])).toEqual([
      ['BTC', null],
      ['USDT', 'ERC20'],
      ['USDT', 'TRC20'],
    ]);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mail!.html).toContain('USDT TRC-20');
  });

  it('keeps a saved USDT payout address of either network: the withdrawal names the network', async () => {
    const investor = await signUpUser(t);
    await investor.reauthenticate();
    for (const usdt_address of [PAYOUT_ADDRESS.USDT, PAYOUT_ADDRESS.ETH]) {
      const saved = await investor.inject({ method: 'PUT', url: '/api/me/crypto-addresses', payload: { ...VALID_ADDRESSES, usdt_address } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().user.cryptoAddresses.usdt_address).toBe(usdt_address);
    }
  });

  it('refuses each broken rule with the spec message and changes nothing', async () => {
    const investor = await signUpUser(t, { balanceCents: 400_00 });
    await expectRefused(investor, { ...valid, walletAddress: '' }, 'All fields are required.');
    await expectRefused(investor, { ...valid, walletAddress: '   ' }, 'All fields are required.');
    await expectRefused(investor, { cryptoType: 'BTC', walletAddress: 'bc1q' }, 'All fields are required.');
    await expectRefused(investor, { walletAddress: 'bc1q', amountCents: 100_00 }, 'Withdrawal data is incomplete.');
    await expectRefused(investor, { ...valid, cryptoType: 'DOGE' }, 'Withdrawal data is incomplete.');
    for (const amountCents of [0, -50_00, 60_00.5, 'abc', null, 2 ** 60]) {
      await expectRefused(investor, { ...valid, amountCents }, 'Please enter a valid amount.');
    }
    await expectRefused(investor, { ...valid, amountCents: 49_99 }, 'Amount must be at least $50.');
    await expectRefused(investor, { ...valid, amountCents: 400_01 }, 'Insufficient balance.');
    await expectRefused(investor, { ...valid, extra: true }, 'Unrecognized key: "extra"');
    expect((await withdraw(investor, { ...valid, amountCents: 50_00 })).statusCode).toBe(201);
  });

  it('answers one refusal at a time: the first rule broken, in the order fields, valid amount, $50, balance, limit', async () => {
    const investor = await signUpUser(t, { balanceCents: 4740_00 });
    await expectRefused(investor, { ...valid, walletAddress: '', amountCents: 'abc' }, 'All fields are required.');
    await expectRefused(investor, { ...valid, walletAddress: '', amountCents: 6000_00 }, 'All fields are required.');
    const brokeBalanceFirst = await withdraw(investor, { ...valid, amountCents: 6000_00 });
    expect(brokeBalanceFirst.json()).toMatchObject({ error: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance.' } });
    await expectRefused(investor, { ...valid, amountCents: 1500_00 }, 'Amount exceeds the withdrawal limit of $1,000.00.');
    await setTerms(investor, { withdrawalLimitCents: 20_00 });
    await expectRefused(investor, { ...valid, amountCents: 49_99 }, 'Amount must be at least $50.');
    const poorer = await signUpUser(t, { balanceCents: 30_00 });
    await setTerms(poorer, { withdrawalLimitCents: 20_00 });
    await expectRefused(poorer, { ...valid, amountCents: 40_00 }, 'Amount must be at least $50.');
    await expectRefused(poorer, { ...valid, amountCents: 60_00 }, 'Insufficient balance.');
  });

  it('caps at the lesser of the withdrawal limit and the coin cap', async () => {
    const investor = await signUpUser(t, { balanceCents: 50_000_00 });
    await expectRefused(investor, { ...valid, amountCents: 1000_01 }, 'Amount exceeds the withdrawal limit of $1,000.00.');
    await setTerms(investor, { withdrawalLimitCents: 30_000_00 });
    await expectRefused(investor, { ...valid, amountCents: 10_000_01 }, 'Amount exceeds the withdrawal limit of $10,000.00.');
    const ethResponse = await withdraw(investor, { cryptoType: 'ETH', walletAddress: PAYOUT_ADDRESS.ETH, amountCents: 30_000_00 });
    expect(ethResponse.statusCode).toBe(201);
    expect((await withdraw(investor, { ...valid, amountCents: 10_000_00 })).statusCode).toBe(201);
  });

  it('replays an Idempotency-Key, even once the balance no longer covers the amount: money moved once; another body → 409', async () => {
    const investor = await signUpUser(t, { balanceCents: 100_00 });
    const first = await withdraw(investor, valid, { 'idempotency-key': 'w-1' });
    const replay = await withdraw(investor, valid, { 'idempotency-key': 'w-1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(investor)).toBe(0);
    const reused = await withdraw(investor, { ...valid, amountCents: 60_00 }, { 'idempotency-key': 'w-1' });
    expect(reused.statusCode).toBe(409);
    expect(await balanceOf(investor)).toBe(0);
    expect(await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, investor.user.id))).toHaveLength(1);
  });

  it('lists only the caller’s own withdrawals, newest first by cursor', async () => {
    const first = await signUpUser(t, { balanceCents: 500_00 });
    const second = await signUpUser(t);
    for (const amountCents of [50_00, 60_00, 70_00]) await withdraw(first, { ...valid, amountCents });
    const page1 = (await first.inject({ method: 'GET', url: '/api/withdrawals?limit=2' })).json();
    const page2 = (await first.inject({ method: 'GET', url: `/api/withdrawals?limit=2&cursor=${page1.nextCursor}` })).json();
    expect([...page1.items, ...page2.items].map((w: { amountCents: number }) => w.amountCents)).toEqual([70_00, 60_00, 50_00]);
    expect((await second.inject({ method: 'GET', url: '/api/withdrawals' })).json()).toEqual({ items: [], nextCursor: null });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/withdrawals', payload: valid });
    expect(anonymous.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'User not authenticated.', requestId: expect.any(String) } });
  });

  it.runIf(kind === 'postgres')('lets exactly 8 of 20 concurrent $60 withdrawals, each with its own Idempotency-Key, through $500', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withdraw(investor, { ...valid, amountCents: 60_00 }, { 'idempotency-key': `race-${i}` })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(8);
    expect(responses.filter((r) => r.statusCode === 400).map((r) => r.json().error.message)).toEqual(Array(12).fill('Insufficient balance.'));
    expect(await balanceOf(investor)).toBe(20_00);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it.runIf(kind === 'postgres')('lets exactly 16 of 200 concurrent $60 withdrawals through $1,000', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    const responses = await Promise.all(Array.from({ length: 200 }, () => withdraw(investor, { ...valid, amountCents: 60_00 })));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(16);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 400)).toBe(true);
    expect(await balanceOf(investor)).toBe(40_00);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it.runIf(kind === 'postgres')('takes one effect from 50 concurrent requests with one Idempotency-Key', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => withdraw(investor, valid, { 'idempotency-key': 'burst' })));
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((r) => r.json().withdrawal.id)).size).toBe(1);
    expect(await balanceOf(investor)).toBe(900_00);
  });

  // A withdrawal is planned against the session's reading of the investor's row; the statement must
  // refuse a plan whose reading is out of date, so the request is planned again on a fresh one.
  const stale = (amountCents: number) => ({ ...valid, cryptoType: 'BTC' as const, amountCents });
  /** The balance after the operation's statement, or undefined when it wrote nothing. */
  const balanceAfter = async (operation: MoneyOperation) =>
    ((await runMoneyOperation(t.ctx.db, operation)) as { balanceCents: number } | undefined)?.balanceCents;

  it('writes nothing when the fee percent changed since the reading', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const reading = await userRow(t, investor.user.id);
    await t.ctx.db.update(users).set({ withdrawalFeeBps: 500 }).where(eq(users.id, investor.user.id));
    const outcome = await balanceAfter(planWithdrawal(reading, stale(100_00), new Date()));
    expect(outcome).toBeUndefined();
    expect(await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, investor.user.id))).toEqual([]);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(500_00);
  });

  it('writes nothing when the balance fell below the amount since the reading', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const reading = await userRow(t, investor.user.id);
    expect(await balanceAfter(planWithdrawal(reading, stale(400_00), new Date()))).toBe(100_00);
    expect(await balanceAfter(planWithdrawal(reading, stale(400_00), new Date()))).toBeUndefined();
    expect((await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, investor.user.id))).map((row) => row.amountCents)).toEqual([400_00]);
  });
});
