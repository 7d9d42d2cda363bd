import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { useTestApp, signUpUser, TEST_PASSWORD } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { auditLog, users } from '../../db/schema';

describe.each(testDatabaseKinds())('the operator team on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists the operators with their roles, to an owner only', async () => {
    const owner = await signUpUser(t, { role: 'admin' });
    const finance = await signUpUser(t, { role: 'admin', operatorRole: 'finance' });
    const investor = await signUpUser(t);
    const list = await owner.inject({ method: 'GET', url: '/api/admin/operators' });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { email: string; role: string; disabled: boolean }[];
    expect(items).toContainEqual(expect.objectContaining({ email: finance.user.email, role: 'finance', disabled: false }));
    expect(items.map((item) => item.email)).not.toContain(investor.user.email);
    const refused = await finance.inject({ method: 'GET', url: '/api/admin/operators' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN_ROLE');
  });

  it("changes an operator's role, which decides at once what they may call, and audits it", async () => {
    const owner = await signUpUser(t, { role: 'admin' });
    const support = await signUpUser(t, { role: 'admin', operatorRole: 'support' });
    expect((await support.inject({ method: 'GET', url: '/api/admin/ledger' })).statusCode).toBe(403);
    const changed = await owner.inject({ method: 'PATCH', url: `/api/admin/operators/${support.user.id}`, payload: { role: 'finance' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'finance', disabled: false });
    expect((await support.inject({ method: 'GET', url: '/api/admin/ledger' })).statusCode).toBe(200);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, support.user.id), eq(auditLog.action, 'operator.change_role')));
    expect(entry).toMatchObject({ actorId: owner.user.id, before: { role: 'support' }, after: { role: 'finance' } });
  });

  it('ends a disabled operator’s sessions at once and refuses their sign-in', async () => {
    const owner = await signUpUser(t, { role: 'admin' });
    const compliance = await signUpUser(t, { role: 'admin', operatorRole: 'compliance', twoFactor: false });
    const disabled = await owner.inject({ method: 'PATCH', url: `/api/admin/operators/${compliance.user.id}`, payload: { disabled: true } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().disabled).toBe(true);
    expect((await compliance.inject({ method: 'GET', url: '/api/admin/kyc' })).statusCode).toBe(404);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: compliance.user.email, password: TEST_PASSWORD } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.code).toBe('ACCOUNT_DISABLED');
    const enabled = await owner.inject({ method: 'PATCH', url: `/api/admin/operators/${compliance.user.id}`, payload: { disabled: false } });
    expect(enabled.json().disabled).toBe(false);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: compliance.user.email, password: TEST_PASSWORD } });
    expect(again.statusCode).toBe(200);
  });

  it('never demotes or disables the last active owner', async () => {
    const owner = await signUpUser(t, { role: 'admin' });
    await t.ctx.db
      .update(users)
      .set({ operatorRole: 'support' })
      .where(and(eq(users.operatorRole, 'owner'), ne(users.id, owner.user.id)));
    for (const payload of [{ role: 'finance' }, { disabled: true }]) {
      const response = await owner.inject({ method: 'PATCH', url: `/api/admin/operators/${owner.user.id}`, payload });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('LAST_OWNER');
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row).toMatchObject({ operatorRole: 'owner', disabledAt: null });
    // With a second owner, the first may step down.
    const second = await signUpUser(t, { role: 'admin' });
    const stepDown = await owner.inject({ method: 'PATCH', url: `/api/admin/operators/${owner.user.id}`, payload: { role: 'support' } });
    expect(stepDown.statusCode).toBe(200);
    const last = await second.inject({ method: 'PATCH', url: `/api/admin/operators/${second.user.id}`, payload: { disabled: true } });
    expect(last.statusCode).toBe(409);
  });

  it('refuses an unknown operator, an investor as operator, and a patch with two changes', async () => {
    const owner = await signUpUser(t, { role: 'admin' });
    const investor = await signUpUser(t);
    const unknown = await owner.inject({ method: 'PATCH', url: `/api/admin/operators/${investor.user.id}`, payload: { role: 'finance' } });
    expect(unknown.statusCode).toBe(404);
    const both = await owner.inject({ method: 'PATCH', url: `/api/admin/operators/${owner.user.id}`, payload: { role: 'owner', disabled: true } });
    expect(both.statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, investor.user.id));
    expect(row).toMatchObject({ role: 'investor', operatorRole: null });
  });
});
