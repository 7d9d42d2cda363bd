import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, TEST_PASSWORD, useTestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { users } from '../db/schema';
import { hashPassword } from '../crypto/password';
import { issueAccountToken } from './account-tokens';

const TOO_COMMON = 'This password is too common. Choose another.';
/** Listed as typed, listed once lower-cased, and a listed word with digits and a symbol added. */
const COMMON = ['password1234', 'Password123!', 'qwertyuiop12'];
const STRONG = 'lantern-orchid-57';

describe.each(testDatabaseKinds())('common passwords on %s', (kind) => {
  const t = useTestApp(kind, { loginLimitPerAddress: 1000, loginLimitPerAccount: 1000 });
  const uniqueEmail = () => `common-${crypto.randomUUID()}@example.com`;
  const expectTooCommon = (response: { statusCode: number; json(): { error: { message: string } } }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(TOO_COMMON);
  };
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it.each(COMMON)('refuses %s at registration, creating no account, and accepts a strong one', async (password) => {
    const email = uniqueEmail();
    const register = (chosen: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { fullname: 'Cora Common', email, password: chosen } });
    expectTooCommon(await register(password));
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await register(STRONG)).statusCode).toBe(202);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it.each(COMMON)('refuses %s as a new password, keeping the old one, and accepts a strong one', async (password) => {
    const investor = await signUpUser(t);
    const change = (chosen: string) =>
      investor.inject({ method: 'POST', url: '/api/auth/password', payload: { currentPassword: TEST_PASSWORD, newPassword: chosen, confirmPassword: chosen } });
    expectTooCommon(await change(password));
    expect((await login(investor.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await change(STRONG)).statusCode).toBe(200);
    expect((await login(investor.user.email, STRONG)).statusCode).toBe(200);
  });

  it.each(COMMON)('refuses %s through a reset link without spending it, and accepts a strong one', async (password) => {
    const investor = await signUpUser(t);
    const token = await t.ctx.db.transaction((tx) =>
      issueAccountToken(tx, { userId: investor.user.id, purpose: 'password_reset', now: t.clock.now(), validForMs: 30 * 60_000 }),
    );
    const reset = (chosen: string) => t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: chosen } });
    expectTooCommon(await reset(password));
    expect((await reset(STRONG)).statusCode).toBe(200);
    expect((await login(investor.user.email, STRONG)).statusCode).toBe(200);
  });

  it('still signs in an account whose password, set before the rule, is a common one', async () => {
    const investor = await signUpUser(t);
    await t.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('Password123!') })
      .where(eq(users.id, investor.user.id));
    expect((await login(investor.user.email, 'Password123!')).statusCode).toBe(200);
  });
});
