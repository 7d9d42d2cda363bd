import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, signUpUser, type SignedInUser, type TestApp } from '../support/test-app';
import { testDatabaseKinds } from '../support/databases';
import { eq } from 'drizzle-orm';
import { paymentMethods, sessions } from '../../src/server/db/schema';
import { createSession } from '../../src/server/auth/session-store';
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';
import { documentedOperations, fillPath, hasPathParams, type Operation } from './support/openapi-operations';
import { idsOwnedBy, makeOneOfEachRecord } from './support/owned-records';

const label = (operation: Operation) => `${operation.method} ${operation.path}`;
const isSuccess = (status: number) => status >= 200 && status < 400;

/**
 * Every route with an id in its path, taken from the OpenAPI document, tried with every id the
 * first investor owns: the second investor must get 404 wherever the owner gets an answer.
 */
describe.each(testDatabaseKinds())('IDOR sweep over every route with an id on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let owner: SignedInUser;
  let attacker: SignedInUser;
  let operations: Operation[];
  let ownedIds: string[];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idor-sweep-'));
    t = await createTestApp(kind, { dataDir });
    await t.ctx.db.insert(paymentMethods).values({ name: 'Bitcoin', walletAddress: 'bc1qdeposit', uriScheme: 'bitcoin', sortOrder: 1 });
    owner = await signUpUser(t, { balanceCents: 5_000_00, fullname: 'Owner Olive' });
    attacker = await signUpUser(t, { balanceCents: 5_000_00, fullname: 'Attacker Adam' });
    // Both have typed their password again, so a security change (ending a session) is refused for the id, not the step-up.
    await attacker.reauthenticate();
    await makeOneOfEachRecord(t, owner);
    await makeOneOfEachRecord(t, attacker);
    ownedIds = await idsOwnedBy(t, owner);
    operations = await documentedOperations(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const request = (operation: Operation, id: string, headers: Record<string, string>): InjectOptions => ({
    method: operation.method as 'GET',
    url: fillPath(operation.path, id),
    // A message route gets a message it accepts, so its answer turns on the id alone.
    ...(operation.method === 'GET' ? {} : { payload: operation.path.endsWith('/messages') ? { message: 'Sweep' } : {} }),
    headers: { 'idempotency-key': randomUUID(), ...headers },
  });
  /** A fresh session per call, so an owner ending one of their sessions never signs the sweep out; stepped up like the attacker's. */
  const asOwner = async (options: InjectOptions) => {
    const session = await createSession(t.ctx.db, owner.user.id, { userAgent: 'sweep', ipAddress: '127.0.0.1', now: t.clock.now() });
    await t.ctx.db.update(sessions).set({ reauthenticatedAt: t.clock.now() }).where(eq(sessions.id, session.id));
    return t.app.inject({ ...options, headers: { ...options.headers, cookie: `${SESSION_COOKIE}=${session.token}`, 'x-csrf-token': session.csrfToken } });
  };

  it('found ids of every kind of record the owner has', () => {
    expect(ownedIds.length).toBeGreaterThanOrEqual(15);
    expect(ownedIds.some((id) => id.endsWith('.selfie'))).toBe(true);
  });

  it('answers the second investor 404 on each of the owner’s ids, on every investor route with an id', async () => {
    const routes = operations.filter((operation) => operation.namesRecord && !operation.path.startsWith('/api/admin/'));
    expect(routes.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    const attackerStatus = new Map<string, number>();
    // The attacker goes first: a DELETE that wrongly worked would show as the owner's 404 after.
    for (const operation of routes) {
      for (const id of ownedIds) {
        const response = await attacker.inject(request(operation, id, {}));
        attackerStatus.set(`${label(operation)} ${id}`, response.statusCode);
        if (isSuccess(response.statusCode) || response.statusCode >= 500) leaks.push(`${label(operation)} ${id} → ${response.statusCode}`);
      }
    }
    for (const operation of routes) {
      const ownersIds: string[] = [];
      for (const id of ownedIds) {
        if (!isSuccess((await asOwner(request(operation, id, {}))).statusCode)) continue;
        ownersIds.push(id);
        const status = attackerStatus.get(`${label(operation)} ${id}`);
        if (status !== 404) leaks.push(`${label(operation)} ${id} → ${status} for the attacker, not 404`);
      }
      // Without this the sweep could pass by sending ids the route never accepts.
      expect(ownersIds.length, `${label(operation)} answers the owner for none of their ids`).toBeGreaterThan(0);
    }
    expect(leaks).toEqual([]);
  });

  it('answers an investor and a visitor 404 on every back-office route, whatever the id', async () => {
    const adminRoutes = operations.filter((operation) => operation.path.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(10);
    const answered: string[] = [];
    for (const operation of adminRoutes) {
      const ids = hasPathParams(operation) ? [...ownedIds, attacker.user.id, owner.user.id, 'Bitcoin'] : [''];
      for (const id of ids) {
        for (const [who, send] of [
          ['investor', (options: InjectOptions) => owner.inject(options)],
          ['visitor', (options: InjectOptions) => t.app.inject(options)],
        ] as const) {
          const response = await send(request(operation, id, {}));
          if (response.statusCode !== 404) answered.push(`${who}: ${label(operation)} ${id} → ${response.statusCode}`);
        }
      }
    }
    expect(answered).toEqual([]);
  });
});
