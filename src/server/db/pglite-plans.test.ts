import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { insertPlan } from '../../../tests/support/admin-fixtures';
import { planRefresher } from './pglite-plans';
import { selectRows } from './rows';

describe('prepared plans on PGlite, which has no autovacuum', () => {
  const t = useTestApp('pglite');

  // A prepared statement, as the app's are: it keeps its plan until something invalidates it.
  const execute = (userId: string, planId: number) => sql.raw(`execute active_check('${userId}', ${planId})`);
  const checkPlan = async (userId: string, planId: number) =>
    (await selectRows<{ 'QUERY PLAN': string }>(t.ctx.db, sql`explain ${execute(userId, planId)}`)).map((row) => row['QUERY PLAN']).join('\n');

  it('plans prepared statements again once a table has grown, and not while none has', async () => {
    const investor = await signUpUser(t);
    const plan = await insertPlan(t);
    const refreshPlans = planRefresher(t.ctx.db);
    await refreshPlans();
    expect(await refreshPlans()).toEqual([]);
    await t.ctx.db.execute(sql`analyze`);
    await t.ctx.db.execute(sql`prepare active_check(uuid, integer) as
      select 1 from investments where user_id = $1 and plan_id = $2 and status = 'active'`);
    for (let run = 0; run < 6; run++) await t.ctx.db.execute(execute(investor.user.id, plan.id));
    await t.ctx.db.execute(sql`insert into investments (user_id, plan_id, plan_name, roi_bps, duration_days, referral_bonus_bps, amount_cents, status)
      select ${investor.user.id}, ${plan.id}, ${plan.name}, 1000, 7, 500, 100_00, 'unpaid' from generate_series(1, 20000)`);
    // Planned for an empty table, "holds an active investment in the plan" reads every row.
    expect(await checkPlan(investor.user.id, plan.id)).toMatch(/Seq Scan on investments/);
    expect(await refreshPlans()).toEqual(['investments']);
    expect(await checkPlan(investor.user.id, plan.id)).toMatch(/Index Only Scan using investments_one_active_per_plan/);
    expect(await refreshPlans()).toEqual([]);
  });
});
