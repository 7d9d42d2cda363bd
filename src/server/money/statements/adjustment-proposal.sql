with investor as (select "users"."id" from "users" where "users"."id" = $1::uuid),
investor_balance_adjustments as (insert into "balance_adjustments" ("id", "user_id", "amount_cents", "narration", "proposed_by", "created_at") select $2::uuid, $3::uuid, $4::bigint, $5::text, $6::uuid, $7::timestamp (3) with time zone from investor),
investor_audit_log as (insert into "audit_log" ("actor_id", "action", "entity_type", "entity_id", "after") select $8::uuid, $9::text, $10::text, $11::text, $12::jsonb from investor),
answer as (select $13::jsonb || jsonb_build_object() as body from investor),
answer_idempotency_keys as (insert into "idempotency_keys" ("user_id", "key", "route", "request_hash", "status_code", "response_body") select $14::uuid, $15::text, $16::text, $17::text, $18::integer, answer.body from answer)
select jsonb_build_object() as computed from investor
