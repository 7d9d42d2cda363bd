import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPendingDeposit, requestDeposit } from '../../../tests/support/admin-fixtures';
import { auditLog, deposits, paymentMethods } from '../db/schema';
import { TX_ID_INVALID, TX_ID_NOT_PENDING, TX_ID_SAVED } from '../../shared/schemas/deposits';

const BTC_TX = 'a1075db55d416d3ca199f55b6084e2115b9345e16c5cf302fc80e9d5fbf5d48d';
const ETH_TX = `0x${'88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b'}`;

describe.each(testDatabaseKinds())('the transaction id of a deposit on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signUpUser(t, { role: 'admin' });
    await t.ctx.db.insert(paymentMethods).values({ name: 'Bitcoin', walletAddress: 'bc1qnofeed', uriScheme: 'bitcoin' });
  });

  const give = (investor: SignedInUser, id: string, txId: unknown) =>
    investor.inject({ method: 'PUT', url: `/api/deposits/${id}/transaction-id`, payload: { txId } });
  const storedTxId = async (id: string) => (await t.ctx.db.select({ txId: deposits.txId }).from(deposits).where(eq(deposits.id, id)))[0]!.txId;
  const audits = (id: string) => t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));

  it('without a market feed a deposit has no quote: the USD amount and the QR of the bare method URI', async () => {
    const investor = await signUpUser(t);
    const deposit = await requestDeposit(t, investor, 250_00, 'Bitcoin');
    expect(deposit).toMatchObject({ amountCents: 250_00, quote: null, txId: null, paymentUri: 'bitcoin:bc1qnofeed' });
    const listed = (await investor.inject({ method: 'GET', url: '/api/deposits' })).json().items[0];
    expect(listed).toMatchObject({ quote: null, paymentUri: 'bitcoin:bc1qnofeed' });
  });

  it('is given by the owner trimmed and in lower case, listed to them and shown in the operator’s queue, audited once however often it is sent', async () => {
    const investor = await signUpUser(t);
    const deposit = await insertPendingDeposit(t, investor.user.id, 100_00);
    const response = await give(investor, deposit.id, `  ${BTC_TX.toUpperCase()}\n`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: TX_ID_SAVED, deposit: { id: deposit.id, txId: BTC_TX, status: 'pending' } });
    expect((await give(investor, deposit.id, BTC_TX)).statusCode).toBe(200);

    const listed = (await investor.inject({ method: 'GET', url: '/api/deposits' })).json().items;
    expect(listed).toMatchObject([{ id: deposit.id, txId: BTC_TX }]);
    const queue = (await admin.inject({ method: 'GET', url: `/api/admin/deposits?q=${encodeURIComponent(investor.user.email)}` })).json().items;
    expect(queue).toMatchObject([{ id: deposit.id, txId: BTC_TX, quoteCoin: null }]);
    expect(await audits(deposit.id)).toMatchObject([{ action: 'deposit.tx_id', actorId: investor.user.id, before: { txId: null }, after: { txId: BTC_TX } }]);
  });

  it('can be replaced and taken back (empty or absent) while pending', async () => {
    const investor = await signUpUser(t);
    const deposit = await insertPendingDeposit(t, investor.user.id, 100_00);
    await give(investor, deposit.id, BTC_TX);
    expect((await give(investor, deposit.id, ETH_TX)).json().deposit.txId).toBe(ETH_TX);
    expect(await storedTxId(deposit.id)).toBe(ETH_TX);
    expect((await give(investor, deposit.id, '  ')).json().deposit.txId).toBeNull();
    expect(await storedTxId(deposit.id)).toBeNull();
    await give(investor, deposit.id, BTC_TX);
    const absent = await investor.inject({ method: 'PUT', url: `/api/deposits/${deposit.id}/transaction-id`, payload: {} });
    expect(absent.json().deposit.txId).toBeNull();
    expect((await audits(deposit.id)).map((entry) => entry.after)).toEqual([
      { txId: BTC_TX },
      { txId: ETH_TX },
      { txId: null },
      { txId: BTC_TX },
      { txId: null },
    ]);
  });

  it('answers 404 for another investor’s deposit, as for one that does not exist, and changes nothing', async () => {
    const owner = await signUpUser(t);
    const deposit = await insertPendingDeposit(t, owner.user.id, 100_00);
    const other = await signUpUser(t);
    const foreign = await give(other, deposit.id, BTC_TX);
    const missing = await give(other, randomUUID(), BTC_TX);
    expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(foreign.json().error.message).toBe(missing.json().error.message);
    expect(await storedTxId(deposit.id)).toBeNull();
    expect((await t.app.inject({ method: 'PUT', url: `/api/deposits/${deposit.id}/transaction-id`, payload: { txId: BTC_TX } })).statusCode).toBe(401);
  });

  it.each([
    ['too short', 'abc123'],
    ['not hex', `${'g'.repeat(64)}`],
    ['too long', `${BTC_TX}00`],
    ['a hash with a space inside', `${BTC_TX.slice(0, 30)} ${BTC_TX.slice(30)}`],
    ['a number', 42],
    ['null', null],
  ])('refuses a transaction id that is %s with the rule, 400, and changes nothing', async (_case, txId) => {
    const investor = await signUpUser(t);
    const deposit = await insertPendingDeposit(t, investor.user.id, 100_00);
    const response = await give(investor, deposit.id, txId);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(TX_ID_INVALID);
    expect(await storedTxId(deposit.id)).toBeNull();
    expect(await audits(deposit.id)).toEqual([]);
  });

  it('is refused once the operator decided the deposit (409), except the id it already has', async () => {
    const investor = await signUpUser(t);
    const deposit = await insertPendingDeposit(t, investor.user.id, 100_00);
    await give(investor, deposit.id, BTC_TX);
    expect((await admin.inject({ method: 'POST', url: `/api/admin/deposits/${deposit.id}/approve` })).statusCode).toBe(200);
    const refused = await give(investor, deposit.id, ETH_TX);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TX_ID_NOT_PENDING);
    expect((await give(investor, deposit.id, '')).statusCode).toBe(409);
    expect((await give(investor, deposit.id, BTC_TX)).json().deposit).toMatchObject({ txId: BTC_TX, status: 'completed' });
    expect(await storedTxId(deposit.id)).toBe(BTC_TX);
  });
});
