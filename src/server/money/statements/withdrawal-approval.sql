with pending as (select "withdrawals"."id", "withdrawals"."user_id" from "withdrawals" where "withdrawals"."id" = $1::uuid and "withdrawals"."status" = 'pending' and "withdrawals"."user_id" <> $2::uuid for update of "withdrawals"),
decided as (update "withdrawals" set "status" = $3::text, "tx_hash" = $4::text, "decided_by" = $5::uuid, "decided_at" = $6::timestamp with time zone from pending where "withdrawals"."id" = $7::uuid returning "withdrawals"."user_id"),
decided_withdrawal_approvals as (insert into "withdrawal_approvals" ("withdrawal_id", "operator_id", "created_at") select $8::uuid, $9::uuid, $10::timestamp (3) with time zone from decided),
decided_notifications as (insert into "notifications" ("id", "user_id", "kind", "message", "params", "ref_type", "ref_id") select $11::uuid, $12::uuid, $13::text, $14::text, $15::jsonb, $16::text, $17::text from decided),
decided_mail_outbox as (insert into "mail_outbox" ("id", "to_address", "subject", "html", "text", "template") select $18::uuid, $19::text, $20::text, $21::text, $22::text, $23::text from decided),
decided_audit_log as (insert into "audit_log" ("actor_id", "action", "entity_type", "entity_id", "before", "after") select $24::uuid, $25::text, $26::text, $27::text, $28::jsonb, $29::jsonb from decided),
answer as (select $30::jsonb || jsonb_build_object() as body from decided),
answer_idempotency_keys as (insert into "idempotency_keys" ("user_id", "key", "route", "request_hash", "status_code", "response_body") select $31::uuid, $32::text, $33::text, $34::text, $35::integer, answer.body from answer)
select jsonb_build_object() as computed from decided
