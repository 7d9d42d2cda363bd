import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';

describe.each(testDatabaseKinds())('withdrawal history pages on %s', (kind) => {
  const t = useTestApp(kind);

  /** Rows made in one statement share one now(); others lie microseconds apart, inside one millisecond. */
  async function historyOfTiedTimes(userId: string): Promise<void> {
    await t.ctx.db.execute(sql`
      insert into withdrawals (user_id, amount_cents, fee_cents, total_cents, wallet_address, crypto_type, status, created_at)
      select ${userId}, g * 100, 0, g * 100, 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', 'BTC', 'completed',
             case when g <= 12 then timestamptz '2026-03-01 10:00:00.123'
                  else timestamptz '2026-03-01 10:00:00.123' + (g * interval '17 microseconds') end
      from generate_series(1, 25) g`);
  }

  it('walks every row exactly once, newest first, though many share one millisecond', async () => {
    const investor = await signUpUser(t);
    await historyOfTiedTimes(investor.user.id);
    const seen: Array<{ id: string; createdAt: string }> = [];
    let cursor = '';
    for (let pages = 0; pages < 10; pages++) {
      const page = (await investor.inject({ method: 'GET', url: `/api/withdrawals?limit=4${cursor && `&cursor=${cursor}`}` })).json();
      seen.push(...page.items);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((row) => row.id)).size).toBe(25);
    const order = seen.map((row) => [row.createdAt, row.id].join(' '));
    expect(order).toEqual([...order].sort().reverse());
  });

  it('refuses a cursor whose id is a row number where the rows have uuids, with 400 and a message', async () => {
    const investor = await signUpUser(t);
    const forged = Buffer.from('2026-03-01T10:00:00.123Z|42').toString('base64url');
    const response = await investor.inject({ method: 'GET', url: `/api/withdrawals?cursor=${forged}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_CURSOR', message: 'Invalid cursor.', requestId: expect.any(String) } });
  });
});
