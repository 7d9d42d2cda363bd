import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPendingWithdrawal, userRow, useTwoOperators } from '../../../tests/support/admin-fixtures';
import { auditLog, notifications, withdrawalApprovals, withdrawals } from '../db/schema';

/** The default four-eyes amount: $10,000. */
const LARGE = 10_000_00;

describe.each(testDatabaseKinds())('four eyes on large withdrawals on %s', (kind) => {
  const t = useTestApp(kind);
  const operators = useTwoOperators(t);

  const approve = (operator: SignedInUser, id: string) => operator.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve` });
  const queueItem = async (id: string) => {
    const page = (await operators.first.inject({ method: 'GET', url: '/api/admin/withdrawals?status=all&limit=100' })).json();
    return page.items.find((item: { id: string }) => item.id === id);
  };
  const largeWithdrawal = async (amountCents = LARGE) => {
    const investor = await signUpUser(t, { balanceCents: 20_000_00 });
    return insertPendingWithdrawal(t, investor.user.id, amountCents);
  };
  const statusOf = async (id: string) => (await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!.status;
  const approvers = async (id: string) =>
    (await t.ctx.db.select().from(withdrawalApprovals).where(eq(withdrawalApprovals.withdrawalId, id))).map((row) => row.operatorId).sort();

  it('holds the first approval of a withdrawal at the four-eyes amount; the same operator again is refused; another decides', async () => {
    const withdrawal = await largeWithdrawal();
    const held = await approve(operators.first, withdrawal.id);
    expect(held.statusCode, held.body).toBe(202);
    expect(held.json()).toEqual({ approvals: 1, required: 2 });
    expect(await statusOf(withdrawal.id)).toBe('pending');
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, withdrawal.userId))).toEqual([]);
    expect(await queueItem(withdrawal.id)).toMatchObject({
      status: 'pending',
      approvalsRequired: 2,
      approvals: [{ operatorId: operators.first.user.id, fullname: 'Fran Finance' }],
    });

    const again = await approve(operators.first, withdrawal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED', message: 'Another operator must give the second approval.' });

    const decided = await approve(operators.second, withdrawal.id);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().withdrawal).toMatchObject({ status: 'completed', decidedBy: operators.second.user.id });
    expect((await queueItem(withdrawal.id)).approvals.map((approval: { fullname: string }) => approval.fullname)).toEqual(['Fran Finance', 'Olga Owner']);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, withdrawal.id)).orderBy(auditLog.id);
    expect(audits).toMatchObject([
      { action: 'withdrawal.first_approval', actorId: operators.first.user.id, after: { approvals: 1, required: 2 } },
      { action: 'withdrawal.approve', actorId: operators.second.user.id },
    ]);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, withdrawal.userId))).toHaveLength(1);
  });

  it('lets one operator decide a withdrawal below the amount', async () => {
    const withdrawal = await largeWithdrawal(LARGE - 1);
    expect((await queueItem(withdrawal.id)).approvalsRequired).toBe(1);
    expect((await approve(operators.first, withdrawal.id)).statusCode).toBe(200);
  });

  it('ends a withdrawal at once on a rejection after the first approval, refunding it', async () => {
    const withdrawal = await largeWithdrawal();
    expect((await approve(operators.first, withdrawal.id)).statusCode).toBe(202);
    const rejected = await operators.second.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${withdrawal.id}/reject`,
      payload: { reason: 'Unknown wallet' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await userRow(t, withdrawal.userId)).balanceCents).toBe(20_000_00);
    expect((await approve(operators.second, withdrawal.id)).statusCode).toBe(409);
  });

  it('makes one decision when two operators approve at once, and records both approvals', async () => {
    const withdrawal = await largeWithdrawal();
    const answers = await Promise.all([approve(operators.first, withdrawal.id), approve(operators.second, withdrawal.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 202]);
    expect(await statusOf(withdrawal.id)).toBe('completed');
    expect(await approvers(withdrawal.id)).toEqual([operators.first.user.id, operators.second.user.id].sort());
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, withdrawal.userId))).toHaveLength(1);
  });

  it('records one approval when the same operator approves twice at once', async () => {
    const withdrawal = await largeWithdrawal();
    const answers = await Promise.all([approve(operators.first, withdrawal.id), approve(operators.first, withdrawal.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe('SECOND_APPROVER_REQUIRED');
    expect(await approvers(withdrawal.id)).toEqual([operators.first.user.id]);
    expect(await statusOf(withdrawal.id)).toBe('pending');
  });

  it('replays a retried approval under its Idempotency-Key, the first (held) and the deciding one alike', async () => {
    const withdrawal = await largeWithdrawal();
    const url = `/api/admin/withdrawals/${withdrawal.id}/approve`;
    const firstKey = { 'idempotency-key': crypto.randomUUID() };
    expect((await operators.first.inject({ method: 'POST', url, headers: firstKey })).statusCode).toBe(202);
    const heldAgain = await operators.first.inject({ method: 'POST', url, headers: firstKey });
    expect(heldAgain.statusCode).toBe(202);
    expect(heldAgain.headers['idempotent-replayed']).toBe('true');
    expect(heldAgain.json()).toEqual({ approvals: 1, required: 2 });
    const secondKey = { 'idempotency-key': crypto.randomUUID() };
    expect((await operators.second.inject({ method: 'POST', url, headers: secondKey })).statusCode).toBe(200);
    const decidedAgain = await operators.second.inject({ method: 'POST', url, headers: secondKey });
    expect(decidedAgain.statusCode).toBe(200);
    expect(decidedAgain.headers['idempotent-replayed']).toBe('true');
    expect((await operators.first.inject({ method: 'POST', url, headers: firstKey })).statusCode).toBe(202);
    expect(await approvers(withdrawal.id)).toEqual([operators.first.user.id, operators.second.user.id].sort());
  });

  describe('with four eyes turned off (FOUR_EYES_CENTS=0)', () => {
    const off = useTestApp(kind, { fourEyesCents: 0 });
    it('lets one operator decide any withdrawal', async () => {
      const operator = await signUpUser(off, { role: 'admin' });
      const investor = await signUpUser(off, { balanceCents: 20_000_00 });
      const withdrawal = await insertPendingWithdrawal(off, investor.user.id, LARGE);
      expect((await approve(operator, withdrawal.id)).statusCode).toBe(200);
    });
  });
});
