import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp, signUpUser, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { devMailAccess } from './access';

describe('who may read the development mail page', () => {
  it('is nobody in production, admins by default, any signed-in user only in explicit development', () => {
    expect(devMailAccess({ production: true }, 'development')).toBe('closed');
    expect(devMailAccess({ production: false }, undefined)).toBe('admins');
    expect(devMailAccess({ production: false }, 'test')).toBe('admins');
    expect(devMailAccess({ production: false }, 'development')).toBe('signed-in');
  });
});

describe.each(testDatabaseKinds())('development mail page on %s', (kind) => {
  const t = useTestApp(kind, { smtpUrl: undefined, supportEmail: 'help@invest.example' });
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp(kind, { production: true });
  });
  afterAll(async () => {
    await production.close();
  });

  it('shows an admin the mail that stayed in the outbox without SMTP, newest first', async () => {
    const investor = await signUpUser(t);
    await investor.inject({ method: 'POST', url: '/api/support', payload: { name: 'Ann', email: 'ann@example.com', message: 'First' } });
    await investor.inject({ method: 'POST', url: '/api/support', payload: { name: 'Ann', email: 'ann@example.com', message: 'Second <b>' } });
    const admin = await signUpUser(t, { role: 'admin' });
    const response = await admin.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ to: 'help@invest.example', status: 'pending', template: 'support_message' });
    expect(items[0].html).toContain('Second &lt;b&gt;');
  });

  it('is not there for an investor, a visitor, or anyone in production', async () => {
    expect((await (await signUpUser(t)).inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
    const productionAdmin = await signUpUser(production, { role: 'admin' });
    expect((await productionAdmin.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
  });
});
