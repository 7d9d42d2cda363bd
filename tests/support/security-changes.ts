import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/server/db/schema';
import { TEST_PASSWORD, type SignedInUser, type TestApp } from './test-app';
import { totpCode } from './two-factor';
import { VALID_ADDRESSES } from './account-fixtures';

export const NEW_PASSWORD = 'a-fresh-secret-42';

/** The newest mail of `template` queued for `email`, read from the outbox row. */
export async function queuedMail(t: TestApp, email: string, template: string) {
  const [row] = await t.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The token of the first link to `path` in a mail's HTML, or undefined. */
export function linkTokenIn(html: string | undefined, path: string): string | undefined {
  for (const match of html?.matchAll(/href="([^"]+)"/g) ?? []) {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'));
    if (url.pathname === path) return url.searchParams.get('token') ?? undefined;
  }
  return undefined;
}

/**
 * The changes to an account's security an owner (or someone in the account) makes through the
 * API, each asking for the password again first as the routes do.
 */
export function securityChanges(t: TestApp) {
  const step = () => t.clock.advance(30_000);
  const code = (secret: string) => totpCode(secret, t.clock.now());

  const enrol = async (investor: SignedInUser) => {
    await investor.reauthenticate();
    const { secret } = (await investor.inject({ method: 'POST', url: '/api/me/two-factor' })).json();
    const confirmed = await investor.inject({ method: 'POST', url: '/api/me/two-factor/confirm', payload: { code: code(secret) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    step();
    return secret as string;
  };

  /** With two-factor on, the step-up spends the current code; the change takes the next one. */
  const withPasswordAndCode = async (investor: SignedInUser, secret: string, request: { method: 'DELETE' | 'POST'; url: string }) => {
    await investor.reauthenticate(code(secret));
    step();
    const response = await investor.inject({ ...request, payload: { password: TEST_PASSWORD, code: code(secret) } });
    expect(response.statusCode, response.body).toBe(200);
  };

  const requestReset = async (email: string) => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } })).statusCode).toBe(202);
    return linkTokenIn((await queuedMail(t, email, 'password_reset_link'))?.html, '/auth/reset-password')!;
  };

  return {
    enrol,
    changePassword: async (investor: SignedInUser) => {
      const payload = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      const response = await investor.inject({ method: 'POST', url: '/api/auth/password', payload });
      expect(response.statusCode, response.body).toBe(200);
    },
    /** "Forgot password?" and the mailed link, as the owner of the mailbox follows it. */
    resetPassword: async (email: string, password = NEW_PASSWORD) => {
      const token = await requestReset(email);
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
      expect(response.statusCode, response.body).toBe(200);
    },
    turnOffTwoFactor: (investor: SignedInUser, secret: string) => withPasswordAndCode(investor, secret, { method: 'DELETE', url: '/api/me/two-factor' }),
    renewRecoveryCodes: (investor: SignedInUser, secret: string) =>
      withPasswordAndCode(investor, secret, { method: 'POST', url: '/api/me/two-factor/recovery-codes' }),
    setWithdrawalCodes: async (investor: SignedInUser, otpsend: 'Yes' | 'No') => {
      await investor.reauthenticate();
      const payload = { otpsend, roiemail: 'Yes', invplanemail: 'Yes' };
      const response = await investor.inject({ method: 'PUT', url: '/api/me/email-preferences', payload });
      expect(response.statusCode, response.body).toBe(200);
    },
    changePayoutAddress: async (investor: SignedInUser) => {
      await investor.reauthenticate();
      const response = await investor.inject({ method: 'PUT', url: '/api/me/crypto-addresses', payload: VALID_ADDRESSES });
      expect(response.statusCode, response.body).toBe(200);
    },
  };
}
