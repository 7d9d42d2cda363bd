import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { userRow, useTwoOperators } from '../../../../tests/support/admin-fixtures';
import { auditLog, balanceAdjustments, ledgerEntries, notifications } from '../../db/schema';

describe.each(testDatabaseKinds())('four eyes on balance adjustments on %s', (kind) => {
  const t = useTestApp(kind);
  const operators = useTwoOperators(t);

  const propose = (operator: SignedInUser, userId: string, amountCents: number, narration = 'Goodwill') =>
    operator.inject({ method: 'POST', url: `/api/admin/users/${userId}/adjustments`, payload: { amountCents, narration } });
  const approve = (operator: SignedInUser, id: string) => operator.inject({ method: 'POST', url: `/api/admin/adjustments/${id}/approve` });
  const reject = (operator: SignedInUser, id: string) =>
    operator.inject({ method: 'POST', url: `/api/admin/adjustments/${id}/reject`, payload: { reason: 'Not agreed' } });
  const pendingList = async (operator: SignedInUser, q: string) =>
    (await operator.inject({ method: 'GET', url: `/api/admin/adjustments?status=pending&q=${encodeURIComponent(q)}` })).json().items;

  it('moves nothing on a proposal; a second operator approves it and the money moves, with both names recorded', async () => {
    const investor = await signUpUser(t, { balanceCents: 10_00 });
    const proposed = await propose(operators.first, investor.user.id, 5_00);
    expect(proposed.statusCode, proposed.body).toBe(202);
    const { adjustment } = proposed.json();
    expect(adjustment).toMatchObject({
      status: 'pending',
      amountCents: 5_00,
      proposedBy: operators.first.user.id,
      proposedByName: 'Fran Finance',
      decidedBy: null,
    });
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(10_00);
    expect(await pendingList(operators.second, investor.user.email)).toMatchObject([
      { id: adjustment.id, email: investor.user.email, proposedByName: 'Fran Finance' },
    ]);

    const own = await approve(operators.first, adjustment.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED', message: 'Another operator must give the second approval.' });
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(10_00);

    const approved = await approve(operators.second, adjustment.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().adjustment).toMatchObject({
      status: 'approved',
      proposedByName: 'Fran Finance',
      decidedBy: operators.second.user.id,
      decidedByName: 'Olga Owner',
    });
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(15_00);
    expect((await approve(operators.second, adjustment.id)).json().error.code).toBe('ALREADY_DECIDED');
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(15_00);
    expect(await pendingList(operators.second, investor.user.email)).toEqual([]);

    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, adjustment.id));
    expect(entries).toMatchObject([{ kind: 'adjustment', amountCents: 5_00, narration: 'Goodwill', actorId: operators.second.user.id }]);
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(notes.map((note) => note.message)).toEqual(['$5.00 was credited to your balance: Goodwill']);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, adjustment.id)).orderBy(auditLog.id);
    expect(audits).toMatchObject([
      { action: 'adjustment.propose', actorId: operators.first.user.id },
      { action: 'adjustment.approve', actorId: operators.second.user.id, before: { proposedByName: 'Fran Finance' }, after: { decidedByName: 'Olga Owner' } },
    ]);
  });

  it('ends a proposal at once on a rejection by anyone, the proposer included', async () => {
    const investor = await signUpUser(t, { balanceCents: 10_00 });
    const byProposer = (await propose(operators.first, investor.user.id, -3_00, 'Correction')).json().adjustment;
    const rejected = await reject(operators.first, byProposer.id);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().adjustment).toMatchObject({ status: 'rejected', rejectionReason: 'Not agreed', decidedByName: 'Fran Finance' });
    expect((await approve(operators.second, byProposer.id)).statusCode).toBe(409);

    const byOther = (await propose(operators.first, investor.user.id, 7_00)).json().adjustment;
    expect((await reject(operators.second, byOther.id)).statusCode).toBe(200);
    expect((await reject(operators.first, byOther.id)).statusCode).toBe(409);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(10_00);
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'adjustment.reject')).orderBy(auditLog.id);
    expect(audit).toMatchObject({ actorId: operators.first.user.id, entityId: byProposer.id });
  });

  it('refuses a debit below zero when proposed, and again when approved if the balance fell meanwhile', async () => {
    const investor = await signUpUser(t, { balanceCents: 10_00 });
    const tooMuch = await propose(operators.first, investor.user.id, -10_01);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe('Insufficient balance.');
    const debit = (await propose(operators.first, investor.user.id, -8_00)).json().adjustment;
    const other = (await propose(operators.second, investor.user.id, -5_00)).json().adjustment;
    expect((await approve(operators.first, other.id)).statusCode).toBe(200);
    const refused = await approve(operators.second, debit.id);
    expect(refused.statusCode).toBe(400);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(5_00);
    expect(await pendingList(operators.first, investor.user.email)).toMatchObject([{ id: debit.id }]);
  });

  it('replays a retried proposal instead of proposing twice', async () => {
    const investor = await signUpUser(t);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const url = `/api/admin/users/${investor.user.id}/adjustments`;
    const payload = { amountCents: 1_00, narration: 'Once' };
    const once = await operators.first.inject({ method: 'POST', url, payload, headers });
    const again = await operators.first.inject({ method: 'POST', url, payload, headers });
    expect([once.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json().adjustment.id).toBe(once.json().adjustment.id);
    expect(await t.ctx.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.userId, investor.user.id))).toHaveLength(1);
  });

  it('replays a retried rejection: rejected once, audited once, the investor not told, the key refused for another request', async () => {
    const investor = await signUpUser(t, { balanceCents: 10_00 });
    const proposal = (await propose(operators.first, investor.user.id, 4_00)).json().adjustment;
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const url = `/api/admin/adjustments/${proposal.id}/reject`;
    const once = await operators.second.inject({ method: 'POST', url, payload: { reason: 'Not agreed' }, headers });
    t.clock.advance(60_000);
    const again = await operators.second.inject({ method: 'POST', url, payload: { reason: 'Not agreed' }, headers });
    expect([once.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(once.json().adjustment).toMatchObject({ status: 'rejected', rejectionReason: 'Not agreed', decidedByName: 'Olga Owner' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(once.json());

    const [row] = await t.ctx.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, proposal.id));
    expect(row).toMatchObject({ status: 'rejected', decidedBy: operators.second.user.id });
    expect(row!.decidedAt!.toISOString()).toBe(once.json().adjustment.decidedAt);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, proposal.id)).orderBy(auditLog.id);
    expect(audits.map((audit) => audit.action)).toEqual(['adjustment.propose', 'adjustment.reject']);
    expect(audits[1]).toMatchObject({
      actorId: operators.second.user.id,
      after: { status: 'rejected', rejectionReason: 'Not agreed', decidedByName: 'Olga Owner' },
    });
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id))).toEqual([]);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(10_00);

    const otherReason = await operators.second.inject({ method: 'POST', url, payload: { reason: 'Wrong amount' }, headers });
    expect(otherReason.statusCode).toBe(409);
    expect(otherReason.json().error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used with a different request.' });
    const freshClick = await operators.second.inject({
      method: 'POST',
      url,
      payload: { reason: 'Not agreed' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(freshClick.json().error).toMatchObject({ code: 'ALREADY_DECIDED', message: 'This adjustment was already decided.' });
  });

  it('makes one decision when two operators approve at once', async () => {
    const investor = await signUpUser(t);
    const proposal = (await propose(operators.first, investor.user.id, 20_00)).json().adjustment;
    const third = await signUpUser(t, { role: 'admin', operatorRole: 'finance' });
    const answers = await Promise.all([approve(operators.second, proposal.id), approve(third, proposal.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(20_00);
    expect(await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, proposal.id))).toHaveLength(1);
  });
});
