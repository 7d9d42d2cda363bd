import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/seed/seed-if-empty';
import { loadConfig } from '../../src/server/config';
import { createSession } from '../../src/server/auth/session-store';
import { WITHOUT_WITHDRAWAL_CODES } from '../../src/server/users/create-user';
import { DAY_MS } from '../../src/server/accrual/schedule';
import { selectRows } from '../../src/server/db/rows';

/** Each investor: one 30-day plan of $1,000.00 at 30 % ($10.00 a day), bought 14.5 days before `now`. */
const PAID_PERIODS = 14;
const FUNDING_CENTS = 2000_00;
const INVESTMENT_CENTS = 1000_00;
const PERIOD_CENTS = 10_00;
const PENDING_WITHDRAWAL_CENTS = 50_00;
const NOTIFICATIONS_PER_INVESTOR = 4;
const LOAD_FUNDING_CENTS = 1_000_000_00;

export interface Credentials {
  cookie: string;
  csrf: string;
}

export interface ScaleData {
  adminId: string;
  /** Investors the withdrawal load signs in as (with money to spare). */
  investorIds: string[];
  /** The part before the @ of one investor's address, as an operator would paste it: matches that investor. */
  searchTerm: string;
}

// Investors' names and addresses, varied as real ones are: a few thousand names, several address
// shapes and a handful of common providers (gmail.com for about a third), each address unique by
// its number. Addresses that all shared a word and a domain would give the search's trigram index
// posting lists of every investor, which real data does not.
const FIRST_NAMES = (
  'olivia liam emma noah amelia oliver sophia elijah mia lucas charlotte mateo ava levi isabella ethan aisha omar fatima yusuf ' +
  'chen wei mei hiroshi yuki sakura priya arjun ananya rahul sofia diego valentina javier lucia pierre camille hans greta ingrid'
).split(' ');
const LAST_NAMES = (
  'smith johnson williams brown garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson anderson thomas taylor moore ' +
  'jackson martin lee nguyen kim park tanaka suzuki sato patel sharma khan ali hassan ibrahim muller schmidt schneider fischer ' +
  'dubois laurent rossi russo silva santos oliveira kowalski nowak novak ivanov petrov jensen larsen'
).split(' ');
const DOMAINS = 'gmail.com gmail.com gmail.com outlook.com hotmail.com yahoo.com icloud.com proton.me gmx.de mail.com'.split(' ');

/** One of `words`, chosen by the SQL expression `spread` of the series number `g` (bigint, so large factors do not overflow). */
const pick = (words: string[], spread: string) => sql.raw(`(array[${words.map((word) => `'${word}'`).join(',')}])[1 + ((${spread}) % ${words.length})::int]`);
// The first name follows g and the last name g / 41, so every pair of them occurs.
const firstName = pick(FIRST_NAMES, 'g::bigint * 7919');
const lastName = pick(LAST_NAMES, '(g / 41)::bigint * 104729');
const domain = pick(DOMAINS, 'g::bigint * 31');
const investorEmail = sql`(case g % 4
    when 0 then ${firstName} || '.' || ${lastName} || g
    when 1 then left(${firstName}, 1) || ${lastName} || g
    when 2 then ${firstName} || '_' || g
    else ${lastName} || '.' || ${firstName} || g
  end) || '@' || ${domain}`;

/** The part before the @ of the n-th seeded investor's address: a term that matches that investor, as an operator would paste it. */
async function searchTermFor(db: Database['db'], n: number): Promise<string> {
  const [row] = await selectRows<{ email: string }>(db, sql`select email from users where my_referral_id = ${`scale${n}`}`);
  return row!.email.slice(0, row!.email.indexOf('@'));
}

/** A session made in the database; made just before the server starts, so it has not idled out. */
export async function benchSession(database: Database, userId: string): Promise<Credentials> {
  const created = await createSession(database.db, userId, { userAgent: 'bench', ipAddress: '127.0.0.1', now: new Date() });
  return { cookie: `sid=${created.token}`, csrf: created.csrfToken };
}

/**
 * `investors` investors as the app would have left them after 14 paid days: funded, invested from
 * their balance, paid each period, with a pending withdrawal and a few notifications; ledger and
 * balances agree. Written by set-based SQL (a few statements per table), so 100,000 take minutes,
 * not hours. At `now` nothing is due; a day later one period is due for every investment.
 */
export async function seedScale(database: Database, investors: number, now: Date): Promise<ScaleData> {
  const db = database.db;
  await migrate(database);
  await seedIfEmpty(db, { ...loadConfig({}), seedDemo: false, adminPassword: 'bench-admin-password' });
  const activatedAt = new Date(now.getTime() - PAID_PERIODS * DAY_MS - DAY_MS / 2);
  const balanceCents = FUNDING_CENTS - INVESTMENT_CENTS + PAID_PERIODS * PERIOD_CENTS - PENDING_WITHDRAWAL_CENTS;
  const at = (ms: number) => new Date(ms).toISOString();

  await db.execute(sql`insert into investment_plans (name, min_cents, max_cents, roi_bps, duration_days, referral_bonus_bps)
    values ('Scale 30', 10000, null, 3000, 30, 500)`);
  const [plan] = await selectRows<{ id: number }>(db, sql`select id from investment_plans where name = 'Scale 30'`);
  await db.execute(sql`insert into users (id, email, password_hash, fullname, my_referral_id, balance_cents, total_profit_cents,
      email_verified_at, email_preferences, created_at)
    select gen_random_uuid(), ${investorEmail}, 'no password', initcap(${firstName}) || ' ' || initcap(${lastName}), 'scale' || g,
      ${balanceCents}, ${PAID_PERIODS * PERIOD_CENTS}, ${at(now.getTime())}::timestamptz, ${JSON.stringify(WITHOUT_WITHDRAWAL_CODES)}::jsonb,
      ${at(now.getTime() - 30 * DAY_MS)}::timestamptz + g * interval '1 second'
    from generate_series(1, ${investors}) g`);
  await db.execute(sql`insert into investments (id, user_id, plan_id, plan_name, roi_bps, duration_days, referral_bonus_bps, amount_cents,
      status, created_at, activated_at, paid_periods, next_due_at)
    select gen_random_uuid(), u.id, ${plan!.id}, 'Scale 30', 3000, 30, 500, ${INVESTMENT_CENTS}, 'active',
      ${at(activatedAt.getTime())}::timestamptz, ${at(activatedAt.getTime())}::timestamptz, ${PAID_PERIODS},
      ${at(activatedAt.getTime() + (PAID_PERIODS + 1) * DAY_MS)}::timestamptz
    from users u where u.role = 'investor'`);
  await db.execute(sql`insert into withdrawals (id, user_id, amount_cents, fee_cents, total_cents, wallet_address, crypto_type, status, created_at)
    select gen_random_uuid(), u.id, ${PENDING_WITHDRAWAL_CENTS}, 0, ${PENDING_WITHDRAWAL_CENTS}, 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', 'BTC',
      -- A second apart, as requests come in: the queue's index is (status, created_at), and rows of
      -- one time would be sorted as a whole to find the newest 20 by (created_at, id).
      'pending', ${at(now.getTime() - 3_600_000)}::timestamptz - (${investors} - u.seq) * interval '1 second'
    from (select id, row_number() over (order by created_at) as seq from users where role = 'investor') u`);

  // The ledger, oldest first per investor: funding, the purchase, each paid period, the pending withdrawal.
  const afterPurchase = FUNDING_CENTS - INVESTMENT_CENTS;
  await db.execute(sql`insert into ledger_entries (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, narration, unique_key, created_at)
    select u.id, ${FUNDING_CENTS}, ${FUNDING_CENTS}, 'adjustment', 'bench', u.id::text, 'Bench funding', null, ${at(activatedAt.getTime() - DAY_MS)}::timestamptz
    from users u where u.role = 'investor'`);
  await db.execute(sql`insert into ledger_entries (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, narration, unique_key, created_at)
    select i.user_id, ${-INVESTMENT_CENTS}, ${afterPurchase}, 'investment', 'investment', i.id::text, 'Scale 30', 'investment:' || i.id, i.activated_at
    from investments i where i.plan_name = 'Scale 30'`);
  await db.execute(sql`insert into ledger_entries (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, narration, unique_key, created_at)
    select i.user_id, ${PERIOD_CENTS}, ${afterPurchase} + k * ${PERIOD_CENTS}, 'roi', 'investment', i.id::text, 'Scale 30', 'roi:' || i.id || ':' || k,
      i.activated_at + k * interval '1 day'
    from investments i cross join generate_series(1, ${PAID_PERIODS}) k where i.plan_name = 'Scale 30'
    order by i.id, k`);
  await db.execute(sql`insert into ledger_entries (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, narration, unique_key, created_at)
    select w.user_id, ${-PENDING_WITHDRAWAL_CENTS}, ${balanceCents}, 'withdrawal', 'withdrawal', w.id::text, '', 'withdrawal:' || w.id, w.created_at
    from withdrawals w join users u on u.id = w.user_id where u.role = 'investor'`);
  await db.execute(sql`insert into notifications (id, user_id, kind, message, params, created_at)
    select gen_random_uuid(), u.id, 'investment_activated', 'Your investment of $1,000.00 in the Scale 30 plan is active.',
      '{"amountCents": 100000, "plan": "Scale 30"}'::jsonb, ${at(activatedAt.getTime())}::timestamptz + n * interval '1 hour'
    from users u cross join generate_series(1, ${NOTIFICATIONS_PER_INVESTOR}) n where u.role = 'investor'`);

  const [admin] = await selectRows<{ id: string }>(db, sql`select id from users where role = 'admin' limit 1`);
  // Operators need two-factor sign-in for the back office; the bench's session stands for one that did.
  await db.execute(sql`insert into two_factor_credentials (user_id, secret_encrypted, enabled_at) values (${admin!.id}, 'bench', now())`);
  const loadInvestors = await selectRows<{ id: string }>(db, sql`select id from users where role = 'investor' order by email limit 10`);
  // The withdrawal load's investors get enough to withdraw for minutes; the ledger says so too.
  const loadIds = JSON.stringify(loadInvestors.map((investor) => investor.id));
  await db.execute(sql`insert into ledger_entries (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, narration)
    select id, ${LOAD_FUNDING_CENTS}, balance_cents + ${LOAD_FUNDING_CENTS}, 'adjustment', 'bench', id::text, 'Bench load funding'
    from users where id in (select value::uuid from jsonb_array_elements_text(${loadIds}::jsonb))`);
  await db.execute(sql`update users set balance_cents = balance_cents + ${LOAD_FUNDING_CENTS}
    where id in (select value::uuid from jsonb_array_elements_text(${loadIds}::jsonb))`);
  const data: ScaleData = {
    adminId: admin!.id,
    investorIds: loadInvestors.map((investor) => investor.id),
    searchTerm: await searchTermFor(db, Math.floor(investors / 7)),
  };
  await db.execute(sql`vacuum analyze`);
  if (database.kind === 'postgres') await db.execute(sql`checkpoint`);
  return data;
}
