import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../tests/support/test-app';
import { selectRows } from './rows';
import { vacuumStep } from './pglite-vacuum';

describe('PGlite housekeeping', () => {
  const t = useTestApp('pglite');
  const deadRowsOf = async (table: string) => {
    // Statistics reach the shared counters when the backend is idle; ask for them now.
    await t.ctx.db.execute(sql`select pg_stat_force_next_flush()`);
    await t.ctx.db.execute(sql`select 1`);
    const [row] = await selectRows<{ dead: number }>(t.ctx.db, sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = ${table}`);
    return row?.dead ?? 0;
  };

  it('vacuums the table with the most dead rows, one table per step, and nothing when none has enough', async () => {
    const step = vacuumStep(t.ctx.db);
    await t.ctx.db.execute(sql`insert into mail_outbox (id, to_address, subject, html, text, template)
      select gen_random_uuid(), 'x@example.com', 's', 'h', 't', 'test' from generate_series(1, 3000)`);
    await t.ctx.db.execute(sql`update mail_outbox set status = 'sent'`);
    await t.ctx.db.execute(sql`delete from mail_outbox`);
    expect(await deadRowsOf('mail_outbox')).toBeGreaterThanOrEqual(3000);

    expect(await step()).toBe('mail_outbox');
    expect(await deadRowsOf('mail_outbox')).toBe(0);
    expect(await step()).toBeNull();
  });
});
