with pending as (select "kyc_records"."id", "kyc_records"."user_id" from "kyc_records" where "kyc_records"."id" = $1::uuid and "kyc_records"."status" = 'pending' and "kyc_records"."user_id" <> $2::uuid for update of "kyc_records"),
decided as (update "kyc_records" set "status" = $3::text, "rejection_reason" = $4::text, "decided_by" = $5::uuid, "decided_at" = $6::timestamp with time zone from pending where "kyc_records"."id" = $7::uuid returning "kyc_records"."user_id"),
decided_notifications as (insert into "notifications" ("id", "user_id", "kind", "message", "params", "ref_type", "ref_id") select $8::uuid, $9::uuid, $10::text, $11::text, $12::jsonb, $13::text, $14::text from decided),
decided_mail_outbox as (insert into "mail_outbox" ("id", "to_address", "subject", "html", "text", "template") select $15::uuid, $16::text, $17::text, $18::text, $19::text, $20::text from decided),
decided_audit_log as (insert into "audit_log" ("actor_id", "action", "entity_type", "entity_id", "before", "after") select $21::uuid, $22::text, $23::text, $24::text, $25::jsonb, $26::jsonb from decided),
answer as (select $27::jsonb || jsonb_build_object() as body from decided),
answer_idempotency_keys as (insert into "idempotency_keys" ("user_id", "key", "route", "request_hash", "status_code", "response_body") select $28::uuid, $29::text, $30::text, $31::text, $32::integer, answer.body from answer)
select jsonb_build_object() as computed from decided
