import { beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { useTestApp, signUpUser, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { adminRoutes } from './routes';
import { adminPermissions } from './permissions';
import { adminSectionRoles, operatorRoles } from '../../shared/operator-roles';

interface AdminRoute {
  /** As an injected request carries it: the admin routes use GET, POST, PUT, PATCH and DELETE. */
  method: NonNullable<InjectOptions['method']>;
  url: string;
}

/** Every route the admin plugin declares, read from the plugin itself, so a new route is covered too. */
async function declaredAdminRoutes(t: TestApp): Promise<AdminRoute[]> {
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  const routes: AdminRoute[] = [];
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method: method as AdminRoute['method'], url: route.url });
  });
  await probe.register(adminRoutes, { ctx: t.ctx, prefix: '/api/admin' });
  await probe.ready();
  await probe.close();
  return routes;
}

/** Each route with an unknown id and with a malformed one, each with a body that fails validation. */
function probesOf(route: AdminRoute) {
  const withParams = (id: string) => route.url.replace(':id', id).replace(':name', 'Bitcoin');
  const body = route.method === 'GET' ? {} : { payload: { nonsense: true, amountCents: 'lots' } };
  return [withParams('00000000-0000-4000-8000-000000000000'), withParams('not-an-id')].map((url) => ({
    method: route.method,
    url,
    ...body,
  }));
}

describe.each(testDatabaseKinds())('admin access on %s', (kind) => {
  const t = useTestApp(kind);
  let routes: AdminRoute[];
  beforeAll(async () => {
    routes = await declaredAdminRoutes(t);
  });

  it('declares the whole back office', () => {
    const declared = routes.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'GET /api/admin/deposits',
      'POST /api/admin/deposits/:id/approve',
      'POST /api/admin/withdrawals/:id/reject',
      'POST /api/admin/kyc/:id/approve',
      'POST /api/admin/mt4-subscriptions/:id/reject',
      'PATCH /api/admin/users/:id',
      'POST /api/admin/users/:id/adjustments',
      'PATCH /api/admin/plans/:id',
      'PUT /api/admin/payment-methods/:name',
      'GET /api/admin/audit-log',
      'GET /api/admin/ledger',
      'GET /api/admin/reconciliation',
      'GET /api/admin/support/conversations',
      'POST /api/admin/support/conversations/:id/messages',
      'POST /api/admin/support/conversations/:id/close',
    ]) {
      expect(declared).toContain(expected);
    }
  });

  it('has a decided permission for every admin route, and no permission for a route that is gone', () => {
    const declared = routes.map((route) => `${route.method} ${route.url}`).sort();
    expect(Object.keys(adminPermissions).sort()).toEqual(declared);
  });

  it('shows each back-office section to exactly the roles its list route admits', () => {
    const listOf: Record<string, string> = { mt4: 'mt4-subscriptions', investors: 'users', support: 'support/conversations' };
    for (const [section, roles] of Object.entries(adminSectionRoles)) {
      expect(adminPermissions[`GET /api/admin/${listOf[section] ?? section}`], section).toEqual(roles);
    }
  });

  it.each(operatorRoles)('answers a %s operator 403 FORBIDDEN_ROLE on exactly the routes the table withholds', async (role) => {
    const operator = await signUpUser(t, { role: 'admin', operatorRole: role });
    for (const route of routes) {
      const allowed = adminPermissions[`${route.method} ${route.url}`]!.includes(role);
      const [request] = probesOf(route);
      const response = await operator.inject({ ...request!, headers: { 'idempotency-key': crypto.randomUUID() } });
      const refused = response.statusCode === 403 && response.json().error.code === 'FORBIDDEN_ROLE';
      expect(refused, `${role}: ${route.method} ${route.url} answered ${response.statusCode}`).toBe(!allowed);
    }
  });

  it('refuses a role without the permission before anything changes', async () => {
    const support = await signUpUser(t, { role: 'admin', operatorRole: 'support' });
    const response = await support.inject({ method: 'POST', url: '/api/admin/plans', payload: { name: 'Sneaky' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'FORBIDDEN_ROLE', message: 'Your operator role does not allow this.' });
    const owner = await signUpUser(t, { role: 'admin' });
    const plans = (await owner.inject({ method: 'GET', url: '/api/admin/plans' })).json();
    expect(JSON.stringify(plans)).not.toContain('Sneaky');
  });

  it('answers a signed-out visitor on every admin route exactly as for a route that does not exist', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    for (const request of routes.flatMap(probesOf)) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json().error.message).toBe(`No route ${request.method} ${request.url.split('?')[0]}`);
    }
  });

  it('answers an investor 404 on every admin route, before validating anything', async () => {
    const investor = await signUpUser(t, { balanceCents: 100_00 });
    for (const request of routes.flatMap(probesOf)) {
      const response = await investor.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    // Nothing the investor sent changed anything.
    const admin = await signUpUser(t, { role: 'admin' });
    expect((await admin.inject({ method: 'GET', url: '/api/admin/audit-log' })).json().items).toEqual([]);
  });

  it('lets an admin in, and validates what an admin sends', async () => {
    const admin = await signUpUser(t, { role: 'admin' });
    const response = await admin.inject({ method: 'GET', url: '/api/admin/deposits' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], nextCursor: null });
    const malformed = await admin.inject({ method: 'POST', url: '/api/admin/withdrawals/not-an-id/reject', payload: { reason: 'x' } });
    expect(malformed.statusCode).toBe(400);
    const unknown = await admin.inject({
      method: 'POST',
      url: '/api/admin/withdrawals/00000000-0000-4000-8000-000000000000/reject',
      payload: { reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a forged page cursor with 400 on every admin list', async () => {
    const admin = await signUpUser(t, { role: 'admin' });
    const forged = Buffer.from('2026-01-01T00:00:00.000Z|not-an-id').toString('base64url');
    const lists = routes.filter((route) => route.method === 'GET' && !route.url.includes(':'));
    for (const route of lists.filter(
      (r) =>
        !['/api/admin/plans', '/api/admin/payment-methods', '/api/admin/payment-processors', '/api/admin/reconciliation', '/api/admin/operators'].includes(
          r.url,
        ),
    )) {
      const response = await admin.inject({ method: 'GET', url: `${route.url}?cursor=${forged}` });
      expect(response.statusCode, route.url).toBe(400);
    }
  });
});
