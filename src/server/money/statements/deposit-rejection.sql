with pending as (select "deposits"."id", "deposits"."user_id" from "deposits" where "deposits"."id" = $1::uuid and "deposits"."status" = 'pending' and "deposits"."user_id" <> $2::uuid for update of "deposits"),
decided as (update "deposits" set "status" = $3::text, "rejection_reason" = $4::text, "decided_by" = $5::uuid, "decided_at" = $6::timestamp with time zone from pending where "deposits"."id" = $7::uuid returning "deposits"."user_id"),
cancelled as (update "investments" set "status" = $8::text from decided where "investments"."id" = $9::uuid and "investments"."status" = 'unpaid' returning "investments"."id"),
decided_notifications as (insert into "notifications" ("id", "user_id", "kind", "message", "params", "ref_type", "ref_id") select $10::uuid, $11::uuid, $12::text, $13::text, $14::jsonb, $15::text, $16::text from decided),
decided_mail_outbox as (insert into "mail_outbox" ("id", "to_address", "subject", "html", "text", "template") select $17::uuid, $18::text, $19::text, $20::text, $21::text, $22::text from decided),
decided_audit_log as (insert into "audit_log" ("actor_id", "action", "entity_type", "entity_id", "before", "after") select $23::uuid, $24::text, $25::text, $26::text, $27::jsonb, $28::jsonb from decided),
answer as (select $29::jsonb || jsonb_build_object() as body from decided),
answer_idempotency_keys as (insert into "idempotency_keys" ("user_id", "key", "route", "request_hash", "status_code", "response_body") select $30::uuid, $31::text, $32::text, $33::text, $34::integer, answer.body from answer)
select jsonb_build_object() as computed from decided
