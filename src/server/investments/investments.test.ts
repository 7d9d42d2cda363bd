import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPlan, userRow } from '../../../tests/support/admin-fixtures';
import { deposits, investments, ledgerEntries, mailOutbox, notifications, paymentMethods } from '../db/schema';
import { findBalanceMismatches } from '../money/invariant';

describe.each(testDatabaseKinds())('investments on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await t.ctx.db.insert(paymentMethods).values([
      { name: 'Bitcoin', walletAddress: 'bc1qdeposit', uriScheme: 'bitcoin', sortOrder: 1 },
      { name: 'Evil', walletAddress: '<script>alert(1)</script>', uriScheme: 'none', sortOrder: 2 },
      { name: 'Retired coin', walletAddress: 'old', uriScheme: 'none', active: false, sortOrder: 3 },
    ]);
  });

  const invest = (investor: SignedInUser, body: unknown, headers: Record<string, string> = {}) =>
    investor.inject({ method: 'POST', url: '/api/investments', payload: body as object, headers });
  const waitingOnLocks = async () => {
    const result = await t.ctx.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const balanceOf = async (investor: SignedInUser) => (await userRow(t, investor.user.id)).balanceCents;
  const expectRefused = async (investor: SignedInUser, body: unknown, status: number, message: string) => {
    const before = await balanceOf(investor);
    const response = await invest(investor, body);
    expect(response.json()).toMatchObject({ error: { message } });
    expect(response.statusCode).toBe(status);
    expect(await balanceOf(investor)).toBe(before);
    const rows = await t.ctx.db.select().from(investments).where(eq(investments.userId, investor.user.id));
    return rows;
  };

  it('pays from balance: active investment, ledger debit, success message, new balance', async () => {
    const plan = await insertPlan(t, { minCents: 100_00, maxCents: 500_00, roiBps: 1500, durationDays: 10, referralBonusBps: null });
    const investor = await signUpUser(t, { balanceCents: 300_00 });
    const response = await invest(investor, { planId: plan.id, amountCents: 120_50, fundingSource: 'balance' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Investment activated successfully!',
      balanceCents: 179_50,
      deposit: null,
      investment: { planId: plan.id, planName: plan.name, amountCents: 120_50, roiBps: 1500, durationDays: 10, referralBonusBps: 500, status: 'active' },
    });
    expect(body.investment.activatedAt).toBe(t.clock.now().toISOString());
    expect(await balanceOf(investor)).toBe(179_50);
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, body.investment.id));
    expect(entries).toMatchObject([{ userId: investor.user.id, amountCents: -120_50, kind: 'investment' }]);
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(notes.map((n) => n.kind)).toEqual(['investment_activated']);

    const listed = (await investor.inject({ method: 'GET', url: '/api/investments' })).json();
    expect(listed).toEqual({ items: [body.investment], nextCursor: null });
  });

  it('pays the referrer their bonus once, through the shared referral bonus', async () => {
    const plan = await insertPlan(t, { minCents: 100_00, referralBonusBps: 700 });
    const referrer = await signUpUser(t);
    const investor = await signUpUser(t, { balanceCents: 1000_00, referralId: referrer.user.myReferralId });
    const response = await invest(investor, { planId: plan.id, amountCents: 1000_00, fundingSource: 'balance' });
    expect(response.statusCode).toBe(201);
    const referrerRow = await userRow(t, referrer.user.id);
    expect(referrerRow.balanceCents).toBe(70_00);
    expect(referrerRow.totalReferralCommissionCents).toBe(70_00);
    const bonus = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, referrer.user.id));
    expect(bonus).toMatchObject([{ kind: 'referral_bonus', amountCents: 70_00, uniqueKey: `refbonus:${response.json().investment.id}` }]);
  });

  it('by deposit: unpaid investment, a linked pending deposit, an escaped mail, balance untouched', async () => {
    const plan = await insertPlan(t, { minCents: 50_00, name: `Gold <b>${Date.now()}</b>` });
    const investor = await signUpUser(t, { balanceCents: 10_00 });
    const response = await invest(investor, { planId: plan.id, amountCents: 75_00, fundingSource: 'deposit', paymentMethod: 'Evil' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Investment Deposit Request Submitted',
      balanceCents: 10_00,
      investment: { status: 'unpaid', activatedAt: null, amountCents: 75_00 },
      deposit: { amountCents: 75_00, method: 'Evil', walletAddress: '<script>alert(1)</script>', status: 'pending', paymentUri: '<script>alert(1)</script>' },
    });
    expect(body.deposit.investmentId).toBe(body.investment.id);
    expect(await balanceOf(investor)).toBe(10_00);
    const [deposit] = await t.ctx.db.select().from(deposits).where(eq(deposits.userId, investor.user.id));
    expect(deposit).toMatchObject({ investmentId: body.investment.id, status: 'pending', walletAddress: '<script>alert(1)</script>' });

    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mail!.subject).toBe('Investment Deposit Request Submitted');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain(`Gold &lt;b&gt;`);
    expect(mail!.html).toContain('$75.00');
    expect(mail!.html).toContain('Evil');
    expect(mail!.text).toContain('Wallet address: <script>alert(1)</script>');
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(notes).toMatchObject([{ kind: 'deposit_requested', refType: 'deposit', refId: deposit!.id }]);

    const listed = (await investor.inject({ method: 'GET', url: '/api/deposits' })).json();
    // The history lists the deposit as the request answered it, QR code's URI included.
    expect(listed.items).toEqual([body.deposit]);
  });

  it('gives the payment URI of the chosen method for its QR code', async () => {
    const plan = await insertPlan(t);
    const investor = await signUpUser(t);
    const response = await invest(investor, { planId: plan.id, amountCents: 100_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' });
    expect(response.json().deposit).toMatchObject({ walletAddress: 'bc1qdeposit', paymentUri: 'bitcoin:bc1qdeposit' });
  });

  it('refuses each broken rule with the spec message and changes nothing', async () => {
    const plan = await insertPlan(t, { minCents: 100_00, maxCents: 1000_00 });
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const valid = { planId: plan.id, amountCents: 100_00, fundingSource: 'balance' };
    await expectRefused(investor, { planId: plan.id, amountCents: 100_00 }, 400, 'Please select a funding source.');
    await expectRefused(investor, { ...valid, fundingSource: 'card' }, 400, 'Please select a funding source.');
    for (const amountCents of [0, -100, 100.5, '100', null, 1e20]) {
      await expectRefused(investor, { ...valid, amountCents }, 400, 'Please enter a valid amount.');
    }
    await expectRefused(investor, { planId: plan.id, fundingSource: 'balance' }, 400, 'Please enter a valid amount.');
    await expectRefused(investor, { ...valid, amountCents: 99_99 }, 400, 'Amount must be at least $100.00.');
    await expectRefused(
      investor,
      { ...valid, amountCents: 1000_01, fundingSource: 'deposit', paymentMethod: 'Bitcoin' },
      400,
      'Amount cannot exceed $1,000.00.',
    );
    await expectRefused(investor, { ...valid, fundingSource: 'deposit' }, 400, 'Please select a payment method.');
    await expectRefused(investor, { ...valid, fundingSource: 'deposit', paymentMethod: '' }, 400, 'Please select a payment method.');
    await expectRefused(investor, { ...valid, fundingSource: 'deposit', paymentMethod: 'Dogecoin' }, 400, 'Please select a payment method.');
    await expectRefused(investor, { ...valid, fundingSource: 'deposit', paymentMethod: 'Retired coin' }, 400, 'Please select a payment method.');
    await expectRefused(investor, { ...valid, amountCents: 500_01 }, 400, 'Insufficient balance.');
    await expectRefused(investor, { ...valid, planId: 999_999 }, 404, 'Investment plan not found.');
    await expectRefused(investor, { ...valid, planId: 'abc' }, 400, 'Please choose an investment plan.');
    const rows = await expectRefused(investor, { ...valid, extra: 1 }, 400, 'Unrecognized key: "extra"');
    expect(rows).toEqual([]);
    expect(await t.ctx.db.select().from(deposits).where(eq(deposits.userId, investor.user.id))).toEqual([]);
  });

  it('allows up to the maximum and any amount on an Unlimited plan, and refuses a retired plan', async () => {
    const capped = await insertPlan(t, { minCents: 100_00, maxCents: 1000_00 });
    const unlimited = await insertPlan(t, { minCents: 100_00, maxCents: null });
    const retired = await insertPlan(t, { minCents: 100_00, retired: true });
    const investor = await signUpUser(t, { balanceCents: 100_000_00 });
    expect((await invest(investor, { planId: capped.id, amountCents: 1000_00, fundingSource: 'balance' })).statusCode).toBe(201);
    expect((await invest(investor, { planId: unlimited.id, amountCents: 99_000_00, fundingSource: 'balance' })).statusCode).toBe(201);
    await expectRefused(investor, { planId: retired.id, amountCents: 100_00, fundingSource: 'balance' }, 404, 'Investment plan not found.');
  });

  it('allows one active investment per plan, whichever way it is paid', async () => {
    const plan = await insertPlan(t, { name: `Silver ${Date.now()}` });
    const other = await insertPlan(t);
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    const body = { planId: plan.id, amountCents: 100_00, fundingSource: 'balance' };
    expect((await invest(investor, body)).statusCode).toBe(201);
    const duplicate = `You already have an active investment in the "${plan.name}" plan.`;
    await expectRefused(investor, body, 409, duplicate);
    await expectRefused(investor, { ...body, fundingSource: 'deposit', paymentMethod: 'Bitcoin' }, 409, duplicate);
    expect((await invest(investor, { ...body, planId: other.id })).statusCode).toBe(201);
    const someoneElse = await signUpUser(t, { balanceCents: 100_00 });
    expect((await invest(someoneElse, body)).statusCode).toBe(201);
  });

  it('lets several unpaid deposit requests for one plan wait side by side', async () => {
    const plan = await insertPlan(t);
    const investor = await signUpUser(t);
    const body = { planId: plan.id, amountCents: 100_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' };
    expect((await invest(investor, body)).statusCode).toBe(201);
    expect((await invest(investor, body)).statusCode).toBe(201);
  });

  it('replays an Idempotency-Key: same answer, money moved once; another body → 409', async () => {
    const plan = await insertPlan(t);
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const body = { planId: plan.id, amountCents: 200_00, fundingSource: 'balance' };
    const first = await invest(investor, body, { 'idempotency-key': 'buy-1' });
    const second = await invest(investor, body, { 'idempotency-key': 'buy-1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await balanceOf(investor)).toBe(300_00);
    const reused = await invest(investor, { ...body, amountCents: 300_00 }, { 'idempotency-key': 'buy-1' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(investor)).toBe(300_00);
  });

  it('asks for sign-in and lists only the caller’s own investments and deposits', async () => {
    const plan = await insertPlan(t);
    const first = await signUpUser(t, { balanceCents: 100_00 });
    const second = await signUpUser(t);
    await invest(first, { planId: plan.id, amountCents: 100_00, fundingSource: 'balance' });
    await invest(first, { planId: (await insertPlan(t)).id, amountCents: 100_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' });
    expect((await second.inject({ method: 'GET', url: '/api/investments' })).json()).toEqual({ items: [], nextCursor: null });
    expect((await second.inject({ method: 'GET', url: '/api/deposits' })).json()).toEqual({ items: [], nextCursor: null });
    expect((await first.inject({ method: 'GET', url: '/api/investments' })).json().items).toHaveLength(2);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/investments',
      payload: { planId: plan.id, amountCents: 100_00, fundingSource: 'balance' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('User not authenticated.');
    expect((await t.app.inject({ method: 'GET', url: '/api/investments' })).statusCode).toBe(401);
  });

  it('pages investments newest first by cursor', async () => {
    const investor = await signUpUser(t);
    const plans = [await insertPlan(t), await insertPlan(t), await insertPlan(t)];
    for (const plan of plans) await invest(investor, { planId: plan.id, amountCents: 100_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' });
    const page1 = (await investor.inject({ method: 'GET', url: '/api/investments?limit=2' })).json();
    const page2 = (await investor.inject({ method: 'GET', url: `/api/investments?limit=2&cursor=${page1.nextCursor}` })).json();
    expect([...page1.items, ...page2.items].map((i: { planId: number }) => i.planId)).toEqual(plans.map((p) => p.id).reverse());
    expect(page2.nextCursor).toBeNull();
    expect((await investor.inject({ method: 'GET', url: '/api/investments?cursor=garbage' })).statusCode).toBe(400);
  });

  it.runIf(kind === 'postgres')('lets exactly one of ten concurrent buys of one plan through', async () => {
    const plan = await insertPlan(t);
    const investor = await signUpUser(t, { balanceCents: 10_000_00 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        invest(investor, { planId: plan.id, amountCents: 100_00, fundingSource: 'balance' }, { 'idempotency-key': `buy-${i}` }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const active = await t.ctx.db
      .select()
      .from(investments)
      .where(and(eq(investments.userId, investor.user.id), eq(investments.status, 'active')));
    expect(active).toHaveLength(1);
    expect(await balanceOf(investor)).toBe(9_900_00);
  });

  it.runIf(kind === 'postgres')('lets exactly 8 of 20 concurrent $60 buys of different plans through $500', async () => {
    const plans = await Promise.all(Array.from({ length: 20 }, () => insertPlan(t, { minCents: 60_00 })));
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const responses = await Promise.all(
      plans.map((plan, i) => invest(investor, { planId: plan.id, amountCents: 60_00, fundingSource: 'balance' }, { 'idempotency-key': `p-${i}` })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(8);
    expect(responses.filter((r) => r.statusCode === 400).map((r) => r.json().error.message)).toEqual(Array(12).fill('Insufficient balance.'));
    expect(await balanceOf(investor)).toBe(20_00);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it.runIf(kind === 'postgres')('answers 409 when the unique index, not the check, catches a racing activation', async () => {
    const plan = await insertPlan(t, { name: `Raced ${Date.now()}` });
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const [unpaid] = await t.ctx.db
      .insert(investments)
      .values({
        userId: investor.user.id,
        planId: plan.id,
        planName: plan.name,
        roiBps: 0,
        durationDays: 1,
        referralBonusBps: 0,
        amountCents: 100_00,
        status: 'unpaid',
      })
      .returning();
    let releaseActivation!: () => void;
    const activationHeld = new Promise<void>((resolve) => (releaseActivation = resolve));
    let activated!: () => void;
    const activationWritten = new Promise<void>((resolve) => (activated = resolve));
    // Another transaction (as a deposit approval would) activates the unpaid one and holds its commit.
    const activation = t.ctx.db.transaction(async (tx) => {
      await tx.update(investments).set({ status: 'active' }).where(eq(investments.id, unpaid!.id));
      activated();
      await activationHeld;
    });
    await activationWritten;
    const purchase = invest(investor, { planId: plan.id, amountCents: 100_00, fundingSource: 'balance' });
    // The purchase passed the duplicate check (the activation is uncommitted) and now waits on the index.
    await expect.poll(() => waitingOnLocks(), { timeout: 5000 }).toBe(1);
    releaseActivation();
    await activation;
    const response = await purchase;
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(`You already have an active investment in the "${plan.name}" plan.`);
    expect(await balanceOf(investor)).toBe(500_00);
  });
});
