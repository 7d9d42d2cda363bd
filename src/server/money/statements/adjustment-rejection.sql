with pending as (select "balance_adjustments"."id", "balance_adjustments"."user_id" from "balance_adjustments" where "balance_adjustments"."id" = $1::uuid and "balance_adjustments"."status" = 'pending' and "balance_adjustments"."user_id" <> $2::uuid for update of "balance_adjustments"),
decided as (update "balance_adjustments" set "status" = $3::text, "rejection_reason" = $4::text, "decided_by" = $5::uuid, "decided_at" = $6::timestamp with time zone from pending where "balance_adjustments"."id" = $7::uuid returning "balance_adjustments"."user_id"),
decided_audit_log as (insert into "audit_log" ("actor_id", "action", "entity_type", "entity_id", "before", "after") select $8::uuid, $9::text, $10::text, $11::text, $12::jsonb, $13::jsonb from decided),
answer as (select $14::jsonb || jsonb_build_object() as body from decided),
answer_idempotency_keys as (insert into "idempotency_keys" ("user_id", "key", "route", "request_hash", "status_code", "response_body") select $15::uuid, $16::text, $17::text, $18::text, $19::integer, answer.body from answer)
select jsonb_build_object() as computed from decided
