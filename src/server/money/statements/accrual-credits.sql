with input as (select * from jsonb_to_recordset($1::jsonb) as x(ord integer, user_id uuid, amount_cents bigint, kind text, ref_type text, ref_id text, narration text, unique_key text) where not exists (select 1 from "ledger_entries" l where l.unique_key = x.unique_key)),
numbered as (select input.*, u.balance_cents + sum(input.amount_cents) over (partition by input.user_id order by input.ord) as balance_after from input join "users" u on u.id = input.user_id),
entry as (insert into "ledger_entries" (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, narration, unique_key) select user_id, amount_cents, balance_after, kind, ref_type, ref_id, narration, unique_key from numbered order by ord on conflict (unique_key) do nothing returning user_id, amount_cents, kind, unique_key),
per_user as (select user_id, sum(amount_cents) as total, coalesce(sum(amount_cents) filter (where kind = 'roi'), 0) as profit from entry group by user_id),
moved as (update "users" u set balance_cents = u.balance_cents + per_user.total, total_profit_cents = u.total_profit_cents + per_user.profit, updated_at = now() from per_user where u.id = per_user.user_id returning u.id),
written as (select coalesce(jsonb_agg(unique_key), '[]'::jsonb) as keys from entry)
select jsonb_build_object('keys', written.keys) as computed from written
