import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SignedInUser, TestApp } from '../../support/test-app';
import { insertPlan } from '../../support/admin-fixtures';
import { KYC_TEXT_FIELDS, MT4_SUBSCRIPTION, multipartBody, pdfBytes, pngBytes, VALID_ADDRESSES } from '../../support/account-fixtures';
import { createSession } from '../../../src/server/auth/session-store';
import { documentedOperations, hasPathParams } from './openapi-operations';

/**
 * One of every record an investor can own, made through the investor's own routes: withdrawal,
 * investment from the balance, investment by deposit (and its deposit), MT4 subscription, KYC
 * submission with its files, support message, a second session, and the notifications they raise.
 * Needs a payment method named Bitcoin and a DATA_DIR for the uploads.
 */
export async function makeOneOfEachRecord(t: TestApp, investor: SignedInUser): Promise<void> {
  const post = async (url: string, payload: object) => {
    const response = await investor.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
  };
  await post('/api/withdrawals', { cryptoType: 'BTC', walletAddress: VALID_ADDRESSES.btc_address, amountCents: 60_00 });
  await post('/api/investments', { planId: (await insertPlan(t)).id, amountCents: 200_00, fundingSource: 'balance' });
  await post('/api/investments', { planId: (await insertPlan(t)).id, amountCents: 300_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' });
  await post('/api/mt4-subscriptions', MT4_SUBSCRIPTION);
  await post('/api/support', { name: investor.user.fullname, email: investor.user.email, message: 'Where is my payout?' });
  const upload = await multipartBody(KYC_TEXT_FIELDS, {
    idFront: { bytes: await pngBytes(), filename: 'front.png', type: 'image/png' },
    idBack: { bytes: pdfBytes(), filename: 'back.pdf', type: 'application/pdf' },
    selfie: { bytes: await pngBytes(), filename: 'me.png', type: 'image/png' },
  });
  const kyc = await investor.inject({ method: 'POST', url: '/api/kyc', ...upload });
  expect(kyc.statusCode, kyc.body).toBe(201);
  await createSession(t.ctx.db, investor.user.id, { userAgent: 'Phone', ipAddress: '198.51.100.7', now: t.clock.now() });
}

/** Every `id` / `…Id` string anywhere in a JSON value. */
function idValues(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) idValues(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (/(^id|Id)$/.test(key) && (typeof inner === 'string' || typeof inner === 'number')) found.add(String(inner));
      else idValues(inner, found);
    }
  }
  return found;
}

/**
 * Every id that names something the investor owns: the id of each row with their user_id in any
 * table, and each id their own GET routes show that is, or is built on, one of those (e.g. a KYC
 * file id "<record id>.selfie"). Found, not listed, so records added later are swept too.
 */
export async function idsOwnedBy(t: TestApp, investor: SignedInUser): Promise<string[]> {
  const tables = (
    (await t.ctx.db.execute(sql`
      select c.table_name as name from information_schema.columns c
      join information_schema.columns k on k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = 'id'
      where c.table_schema = 'public' and c.column_name = 'user_id'`)) as unknown as { rows: Array<{ name: string }> }
  ).rows.map((row) => row.name);
  const rowIds = new Set<string>();
  for (const table of tables) {
    const rows = (await t.ctx.db.execute(sql`select id::text as id from ${sql.identifier(table)} where user_id = ${investor.user.id}`)) as unknown as {
      rows: Array<{ id: string }>;
    };
    for (const row of rows.rows) rowIds.add(row.id);
  }

  const shown = new Set<string>();
  const reads = (await documentedOperations(t.app)).filter(
    (operation) => operation.method === 'GET' && !hasPathParams(operation) && !operation.path.startsWith('/api/admin/'),
  );
  for (const operation of reads) {
    const response = await investor.inject({ method: 'GET', url: operation.path });
    if (response.headers['content-type']?.toString().startsWith('application/json')) idValues(response.json(), shown);
  }
  const builtOnOwned = [...shown].filter((id) => [...rowIds].some((rowId) => id !== rowId && id.startsWith(rowId)));
  return [...rowIds, ...builtOnOwned];
}
