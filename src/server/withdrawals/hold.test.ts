import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signInThroughApi, signUpUser, TEST_PASSWORD, useTestApp, type SignedInUser, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { linkTokenIn, queuedMail, securityChanges } from '../../../tests/support/security-changes';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';
import { users } from '../db/schema';
import { createSession } from '../auth/session-store';
import { SESSION_COOKIE } from '../http/session-cookie';
import { freezeMessages } from '../../shared/schemas/account-freeze';

const HOUR_MS = 3600_000;
const WITHDRAWAL = { cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC, amountCents: 100_00 };

/** A session of the account made now: the investor's own may have ended with the change, or gone idle while the hold ran. */
async function freshSession(t: TestApp, userId: string) {
  const session = await createSession(t.ctx.db, userId, { userAgent: 'vitest', ipAddress: '127.0.0.1', now: t.clock.now() });
  const headers = { cookie: `${SESSION_COOKIE}=${session.token}`, 'x-csrf-token': session.csrfToken };
  return {
    withdraw: () =>
      t.app.inject({ method: 'POST', url: '/api/withdrawals', headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, payload: WITHDRAWAL }),
    askForCode: () => t.app.inject({ method: 'POST', url: '/api/withdrawals/confirmation-code', headers, payload: WITHDRAWAL }),
  };
}

const heldUntilOf = async (t: TestApp, userId: string) => (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.withdrawalsHeldUntil;

describe.each(testDatabaseKinds())('the withdrawal hold after a change to the account security on %s', (kind) => {
  const t = useTestApp(kind, { loginLimitPerAccount: 1000, loginLimitPerAddress: 1000 });
  const changes = securityChanges(t);

  const triggers: Array<[string, (investor: SignedInUser) => Promise<unknown>]> = [
    ['a password change', changes.changePassword],
    ['a password reset', (investor) => changes.resetPassword(investor.user.email)],
    ['two-factor sign-in turned off', async (investor) => changes.turnOffTwoFactor(investor, await changes.enrol(investor))],
    ['mailed withdrawal codes turned off', (investor) => changes.setWithdrawalCodes(investor, 'No')],
  ];

  it.each(triggers)('after %s, new withdrawals wait 24 hours, told until when in UTC', async (_change, change) => {
    const investor = await signUpUser(t, { balanceCents: 1000_00, otpsend: 'Yes' });
    await change(investor);
    const changedAt = t.clock.now();
    expect(await heldUntilOf(t, investor.user.id)).toEqual(new Date(changedAt.getTime() + 24 * HOUR_MS));

    // The end named to the minute, rounded up: a withdrawal at that minute goes through.
    const until = new Date(Math.ceil((changedAt.getTime() + 24 * HOUR_MS) / 60_000) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    const session = await freshSession(t, investor.user.id);
    for (const refused of [await session.withdraw(), await session.askForCode()]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'SECURITY_HOLD', message: freezeMessages.securityHold(`${until} UTC`) });
    }
    expect((await t.ctx.db.select().from(users).where(eq(users.id, investor.user.id)))[0]!.balanceCents).toBe(1000_00);

    t.clock.advance(24 * HOUR_MS - 60_000);
    expect((await (await freshSession(t, investor.user.id)).withdraw()).statusCode).toBe(403);
    t.clock.advance(60_000);
    const later = await freshSession(t, investor.user.id);
    // Codes are mailed again once the hold is over (where the change left them on).
    expect((await later.askForCode()).statusCode).toBe(202);
  });

  it('names the end of the hold word for word', async () => {
    t.clock.advance(Date.parse('2026-11-28T14:04:30Z') - t.clock.now().getTime());
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    await changes.changePassword(investor);
    const refused = await (await freshSession(t, investor.user.id)).withdraw();
    expect(refused.json().error.message).toBe("Withdrawals are paused until 2026-11-29 14:05 UTC after a change to your account's security.");
  });

  it('starts no hold at registration, e-mail verification, or other mail preferences', async () => {
    const email = `held-${Date.now()}@example.com`;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { fullname: 'Nina New', email, password: TEST_PASSWORD } })).statusCode,
    ).toBe(202);
    const token = linkTokenIn((await queuedMail(t, email, 'verify_email'))?.html, '/auth/verify-email');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
    const registered = await signInThroughApi(t.app, email);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row!.withdrawalsHeldUntil).toBeNull();
    // Refused for the empty balance, not held.
    expect((await registered({ method: 'POST', url: '/api/withdrawals', payload: WITHDRAWAL })).json().error.code).not.toBe('SECURITY_HOLD');

    const investor = await signUpUser(t, { balanceCents: 1000_00, otpsend: 'No' });
    await changes.setWithdrawalCodes(investor, 'Yes');
    await changes.setWithdrawalCodes(investor, 'Yes');
    expect(await heldUntilOf(t, investor.user.id)).toBeNull();
  });
});

describe.each(testDatabaseKinds())('SECURITY_HOLD_HOURS=0 on %s', (kind) => {
  const t = useTestApp(kind, { securityHoldHours: 0 });
  const changes = securityChanges(t);

  it('holds nothing after a security change, and lets a hold set earlier go', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    await changes.changePassword(investor);
    expect(await heldUntilOf(t, investor.user.id)).toBeNull();
    await t.ctx.db
      .update(users)
      .set({ withdrawalsHeldUntil: new Date(t.clock.now().getTime() + HOUR_MS) })
      .where(eq(users.id, investor.user.id));
    const withdrawn = await investor.inject({ method: 'POST', url: '/api/withdrawals', payload: WITHDRAWAL });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
  });
});
