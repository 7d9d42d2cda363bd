import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signInThroughApi, signUpUser, TEST_PASSWORD } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { linkIn, useMailedTestApp } from '../../../../tests/support/mail-delivery';
import { totpCode } from '../../../../tests/support/two-factor';
import { auditLog, operatorInvitations, users } from '../../db/schema';
import { operatorMessagesOf } from '../../../shared/schemas/operators';

const PUBLIC_URL = 'https://invest.example';

describe.each(testDatabaseKinds())('inviting operators on %s', (kind) => {
  const { t, mail } = useMailedTestApp(kind, { publicUrl: PUBLIC_URL, loginLimitPerAddress: 1000, loginLimitPerAccount: 1000 });

  const newAddress = () => `invited-${crypto.randomUUID()}@example.com`;
  const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/accept-invite', payload });

  /** An owner invites `email`; answers the token read back out of the link the SMTP listener received. */
  const invite = async (owner: Awaited<ReturnType<typeof signUpUser>>, email: string, role = 'finance') => {
    const response = await owner.inject({ method: 'POST', url: '/api/admin/operators', payload: { email, role } });
    expect(response.statusCode, response.body).toBe(201);
    await mail.deliver(t);
    const link = linkIn(mail.to(email).at(-1), '/auth/accept-invite');
    expect(link?.origin).toBe(PUBLIC_URL);
    return link!.searchParams.get('token')!;
  };

  it('mails a link; accepting it makes an operator who must turn on two-factor before the back office answers', async () => {
    const owner = await signUpUser(t, { role: 'admin', fullname: 'Olga <Owner>' });
    const email = newAddress();
    const token = await invite(owner, email);
    const [invitation] = mail.to(email);
    expect(invitation!.subject).toBe('You are invited to the operator team');
    expect(invitation!.html).toContain('Olga &lt;Owner&gt; invited you to operate the platform with the finance role.');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.ctx.db.select().from(operatorInvitations).where(eq(operatorInvitations.email, email));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(72 * 3600_000);
    const listed = await owner.inject({ method: 'GET', url: '/api/admin/operators' });
    expect(listed.json().invitations).toContainEqual(expect.objectContaining({ email, role: 'finance' }));

    const accepted = await accept({ token, fullname: 'Finn <Finance>', password: TEST_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: operatorMessagesOf.inviteAccepted });
    const [operator] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(operator).toMatchObject({ role: 'admin', operatorRole: 'finance', fullname: 'Finn <Finance>' });
    expect((await owner.inject({ method: 'GET', url: '/api/admin/operators' })).json().invitations).toEqual([]);

    const call = await signInThroughApi(t.app, email);
    const locked = await call({ method: 'GET', url: '/api/admin/ledger' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    expect((await call({ method: 'POST', url: '/api/auth/reauth', payload: { password: TEST_PASSWORD } })).statusCode).toBe(204);
    const started = await call({ method: 'POST', url: '/api/me/two-factor' });
    const { secret } = started.json();
    expect((await call({ method: 'POST', url: '/api/me/two-factor/confirm', payload: { code: totpCode(secret, t.clock.now()) } })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/admin/ledger' })).statusCode).toBe(200);
    const refused = await call({ method: 'GET', url: '/api/admin/kyc' });
    expect(refused.json().error.code).toBe('FORBIDDEN_ROLE');

    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'operator.invite'));
    expect(audit.find((row) => row.entityId === stored!.id)).toMatchObject({ actorId: owner.user.id, after: { email, role: 'finance' } });
    const [joined] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, operator!.id));
    expect(joined).toMatchObject({ action: 'operator.accept_invite', actorId: operator!.id });
  });

  it('lets a link work once and for 72 hours, refuses a wrong one, and voids the older link when inviting again', async () => {
    const owner = await signUpUser(t, { role: 'admin' });
    const email = newAddress();
    const first = await invite(owner, email, 'support');
    const second = await invite(owner, email, 'compliance');
    const voided = await accept({ token: first, fullname: 'Old Link', password: TEST_PASSWORD });
    expect(voided.statusCode).toBe(400);
    expect(voided.json().error.message).toBe(operatorMessagesOf.inviteLinkInvalid);
    const wrong = await accept({ token: 'A'.repeat(43), fullname: 'Wrong Link', password: TEST_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_INVITE_TOKEN');
    expect((await accept({ token: second, fullname: 'Cora', password: TEST_PASSWORD })).statusCode).toBe(200);
    const [operator] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(operator!.operatorRole).toBe('compliance');
    const reused = await accept({ token: second, fullname: 'Cora Again', password: 'another-password-9' });
    expect(reused.statusCode).toBe(400);

    const later = newAddress();
    const expiring = await invite(owner, later);
    t.clock.advance(72 * 3600_000 + 1);
    const expired = await accept({ token: expiring, fullname: 'Too Late', password: TEST_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(operatorMessagesOf.inviteLinkInvalid);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, later))).toEqual([]);
  });

  it('refuses an address that has an account, a weak password, and anyone but an owner', async () => {
    const owner = await signUpUser(t, { role: 'admin' });
    const investor = await signUpUser(t);
    const taken = await owner.inject({ method: 'POST', url: '/api/admin/operators', payload: { email: investor.user.email, role: 'support' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'EMAIL_TAKEN', message: operatorMessagesOf.emailTaken });
    const again = await owner.inject({ method: 'POST', url: '/api/admin/operators', payload: { email: owner.user.email, role: 'owner' } });
    expect(again.statusCode).toBe(409);
    expect((await owner.inject({ method: 'POST', url: '/api/admin/operators', payload: { email: 'nope', role: 'support' } })).statusCode).toBe(400);
    expect((await owner.inject({ method: 'POST', url: '/api/admin/operators', payload: { email: newAddress(), role: 'boss' } })).statusCode).toBe(400);

    for (const operatorRole of ['finance', 'compliance', 'support'] as const) {
      const operator = await signUpUser(t, { role: 'admin', operatorRole });
      const refused = await operator.inject({ method: 'POST', url: '/api/admin/operators', payload: { email: newAddress(), role: 'owner' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN_ROLE');
    }
    const byInvestor = await investor.inject({ method: 'POST', url: '/api/admin/operators', payload: { email: newAddress(), role: 'owner' } });
    expect(byInvestor.statusCode).toBe(404);

    // An address that registers as an investor after being invited cannot also take the invitation.
    const email = newAddress();
    const token = await invite(owner, email);
    const weak = await accept({ token, fullname: 'Wes', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('Password must be at least 8 characters.');
    await signUpUser(t, { email });
    const late = await accept({ token, fullname: 'Wes', password: TEST_PASSWORD });
    expect(late.statusCode).toBe(409);
    expect((await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]!.role).toBe('investor');
    expect(mail.inbox.received.filter((received) => received.to.includes(investor.user.email))).toEqual([]);
  });

  it('mails the operator concerned when an owner changes their role, disables or enables them', async () => {
    const owner = await signUpUser(t, { role: 'admin' });
    const support = await signUpUser(t, { role: 'admin', operatorRole: 'support', fullname: 'Sam <Support>' });
    const patch = (payload: object) => owner.inject({ method: 'PATCH', url: `/api/admin/operators/${support.user.id}`, payload });
    expect((await patch({ role: 'compliance' })).statusCode).toBe(200);
    expect((await patch({ disabled: true })).statusCode).toBe(200);
    expect((await patch({ disabled: false })).statusCode).toBe(200);
    // Nothing changed: nothing to tell.
    expect((await patch({ disabled: false })).statusCode).toBe(200);
    await mail.deliver(t);
    const received = mail.to(support.user.email);
    expect(received.map((one) => one.subject)).toEqual([
      'Your operator role was changed',
      'Your operator account was disabled',
      'Your operator account was enabled',
    ]);
    expect(received[0]!.html).toContain('Sam &lt;Support&gt;');
    expect(received[0]!.html).toContain('Your role is now compliance.');
  });
});
