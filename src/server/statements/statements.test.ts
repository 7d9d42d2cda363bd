import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPendingWithdrawal } from '../../../tests/support/admin-fixtures';
import { postLedgerEntry } from '../money/post-entry';
import { neutraliseFormula } from './csv';

const TRICKY = 'Bonus "summer", paid\nsecond line';
const FORMULA = '=HYPERLINK("https://evil.example","Click")';

describe.each(testDatabaseKinds())('CSV statements on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (investor: Awaited<ReturnType<typeof signUpUser>>, url: string) => investor.inject({ method: 'GET', url });

  async function investorWithEntries() {
    const investor = await signUpUser(t, { balanceCents: 1_000_00 });
    for (const narration of [TRICKY, FORMULA, '-1+2', '@SUM(A1)', '+cmd']) {
      await postLedgerEntry(t.ctx.db, {
        userId: investor.user.id,
        amountCents: 12_34,
        kind: 'adjustment',
        refType: 'test',
        refId: investor.user.id,
        narration,
        at: t.clock.now(),
      });
    }
    await postLedgerEntry(t.ctx.db, {
      userId: investor.user.id,
      amountCents: -100_05,
      kind: 'adjustment',
      refType: 'test',
      refId: investor.user.id,
      narration: 'Correction',
      at: t.clock.now(),
    });
    return investor;
  }

  it('writes every ledger row, oldest first, quoted per RFC 4180, amounts in decimal dollars, formulas neutralised', async () => {
    const investor = await investorWithEntries();
    const response = await get(investor, '/api/me/statements/ledger.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-ledger.csv"');
    // CRLF between records; the narration's own line break stays inside its quoted field.
    expect(response.body).toContain('"Bonus ""summer"", paid\nsecond line"');
    expect(response.body.split('\r\n')[0]).toBe('Date (UTC),Type,Amount (USD),Balance after (USD),Narration,Reference');
    const [header, ...rows] = parse(response.body) as string[][];
    expect(header).toHaveLength(6);
    expect(rows.map((row) => [row[1], row[2], row[3], row[4]])).toEqual([
      ['adjustment', '1000.00', '1000.00', 'Test funding'],
      ['adjustment', '12.34', '1012.34', TRICKY],
      ['adjustment', '12.34', '1024.68', `'${FORMULA}`],
      ['adjustment', '12.34', '1037.02', "'-1+2"],
      ['adjustment', '12.34', '1049.36', "'@SUM(A1)"],
      ['adjustment', '12.34', '1061.70', "'+cmd"],
      // A negative amount the server wrote is a number, not a formula: it keeps its minus sign.
      ['adjustment', '-100.05', '961.65', 'Correction'],
    ]);
  });

  it('streams past one batch: every one of 1,203 rows, and only between the days asked for', async () => {
    const investor = await signUpUser(t);
    // Posted three days before now, with the clock left alone so the session stays fresh.
    const start = new Date(t.clock.now().getTime() - 3 * 86_400_000);
    // One statement writes the 1,203 entries (amounts 1.00, 1.01, …) and the balance they add up to.
    await t.ctx.db.execute(sql`
      insert into ledger_entries (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, narration, created_at)
      select ${investor.user.id}, 100 + i, (i + 1) * 100 + i * (i + 1) / 2, 'roi', 'test', i::text, 'Day ' || i, ${start.toISOString()}::timestamptz
      from generate_series(0, 1202) as i`);
    await t.ctx.db.execute(
      sql`update users set balance_cents = (select sum(amount_cents) from ledger_entries where user_id = ${investor.user.id}) where id = ${investor.user.id}`,
    );
    const all = parse((await get(investor, '/api/me/statements/others.csv')).body) as string[][];
    expect(all).toHaveLength(1 + 1_203);
    expect(all.at(-1)![2]).toBe('13.02');

    await postLedgerEntry(t.ctx.db, {
      userId: investor.user.id,
      amountCents: 7_00,
      kind: 'roi',
      refType: 'test',
      refId: 'late',
      narration: 'Later',
      at: t.clock.now(),
    });
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const later = parse((await get(investor, `/api/me/statements/others.csv?from=${day(t.clock.now())}`)).body) as string[][];
    expect(later.slice(1).map((row) => row[4])).toEqual(['Later']);
    const earlier = parse((await get(investor, `/api/me/statements/others.csv?to=${day(start)}`)).body) as string[][];
    expect(earlier).toHaveLength(1 + 1_203);
  });

  it("lists only the investor's own withdrawals, with fee and total", async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const stranger = await signUpUser(t, { balanceCents: 500_00 });
    await insertPendingWithdrawal(t, investor.user.id, 100_00, 2_50);
    await insertPendingWithdrawal(t, stranger.user.id, 200_00);
    const rows = parse((await get(investor, '/api/me/statements/withdrawals.csv')).body) as string[][];
    expect(rows[0]!.slice(0, 4)).toEqual(['Date (UTC)', 'Amount requested (USD)', 'Fee (USD)', 'Amount + charges (USD)']);
    expect(rows.slice(1).map((row) => row.slice(1, 4))).toEqual([['100.00', '2.50', '102.50']]);
  });

  it('refuses an unknown statement, a bad day and a reversed range with 400, and a visitor with 401', async () => {
    const investor = await signUpUser(t);
    expect((await get(investor, '/api/me/statements/passwords.csv')).statusCode).toBe(400);
    expect((await get(investor, '/api/me/statements/deposits.csv?from=2026-02-30')).statusCode).toBe(400);
    const reversed = await get(investor, '/api/me/statements/deposits.csv?from=2026-03-02&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe('From must not be after To.');
    expect((await t.app.inject({ method: 'GET', url: '/api/me/statements/deposits.csv' })).statusCode).toBe(401);
    const empty = await get(investor, '/api/me/statements/investments.csv');
    expect(empty.statusCode).toBe(200);
    expect(parse(empty.body)).toHaveLength(1);
  });
});

describe('formula neutralising', () => {
  it('prefixes text that a spreadsheet would run, and only that', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\tx', 'plain', 'a=b', ''].map(neutraliseFormula)).toEqual(["'=1+1", "'+1", "'-1", "'@A1", "'\tx", 'plain', 'a=b', '']);
  });
});
