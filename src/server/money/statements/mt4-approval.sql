with pending as (select "mt4_subscriptions"."id", "mt4_subscriptions"."user_id" from "mt4_subscriptions" where "mt4_subscriptions"."id" = $1::uuid and "mt4_subscriptions"."status" = 'pending' and "mt4_subscriptions"."user_id" <> $2::uuid for update of "mt4_subscriptions"),
decided as (update "mt4_subscriptions" set "status" = $3::text, "starts_at" = $4::timestamp with time zone, "ends_at" = $5::timestamp with time zone, "decided_by" = $6::uuid, "decided_at" = $7::timestamp with time zone from pending where "mt4_subscriptions"."id" = $8::uuid returning "mt4_subscriptions"."user_id"),
decided_notifications as (insert into "notifications" ("id", "user_id", "kind", "message", "params", "ref_type", "ref_id") select $9::uuid, $10::uuid, $11::text, $12::text, $13::jsonb, $14::text, $15::text from decided),
decided_mail_outbox as (insert into "mail_outbox" ("id", "to_address", "subject", "html", "text", "template") select $16::uuid, $17::text, $18::text, $19::text, $20::text, $21::text from decided),
decided_audit_log as (insert into "audit_log" ("actor_id", "action", "entity_type", "entity_id", "before", "after") select $22::uuid, $23::text, $24::text, $25::text, $26::jsonb, $27::jsonb from decided),
answer as (select $28::jsonb || jsonb_build_object() as body from decided),
answer_idempotency_keys as (insert into "idempotency_keys" ("user_id", "key", "route", "request_hash", "status_code", "response_body") select $29::uuid, $30::text, $31::text, $32::text, $33::integer, answer.body from answer)
select jsonb_build_object() as computed from decided
