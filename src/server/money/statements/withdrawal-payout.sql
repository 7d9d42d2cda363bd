with pending as (select "withdrawals"."id", "withdrawals"."user_id" from "withdrawals" where "withdrawals"."id" = $1::uuid and "withdrawals"."status" = 'sending' for update of "withdrawals"),
decided as (update "withdrawals" set "status" = $2::text, "tx_hash" = $3::text, "decided_by" = $4::uuid, "decided_at" = $5::timestamp with time zone from pending where "withdrawals"."id" = $6::uuid returning "withdrawals"."user_id"),
decided_notifications as (insert into "notifications" ("id", "user_id", "kind", "message", "params", "ref_type", "ref_id") select $7::uuid, $8::uuid, $9::text, $10::text, $11::jsonb, $12::text, $13::text from decided),
decided_mail_outbox as (insert into "mail_outbox" ("id", "to_address", "subject", "html", "text", "template") select $14::uuid, $15::text, $16::text, $17::text, $18::text, $19::text from decided),
decided_audit_log as (insert into "audit_log" ("action", "entity_type", "entity_id", "before", "after") select $20::text, $21::text, $22::text, $23::jsonb, $24::jsonb from decided)
select jsonb_build_object() as computed from decided
