with pending as (select "deposits"."id", "deposits"."user_id" from "deposits" where "deposits"."id" = $1::uuid and "deposits"."status" = 'pending' for update of "deposits"),
decided as (update "deposits" set "status" = $2::text, "rejection_reason" = $3::text, "decided_by" = $4::uuid, "decided_at" = $5::timestamp with time zone from pending where "deposits"."id" = $6::uuid returning "deposits"."user_id"),
cancelled as (update "investments" set "status" = $7::text from decided where "investments"."id" = $8::uuid and "investments"."status" = 'unpaid' returning "investments"."id"),
decided_notifications as (insert into "notifications" ("id", "user_id", "kind", "message", "params", "ref_type", "ref_id") select $9::uuid, $10::uuid, $11::text, $12::text, $13::jsonb, $14::text, $15::text from decided),
decided_mail_outbox as (insert into "mail_outbox" ("id", "to_address", "subject", "html", "text", "template") select $16::uuid, $17::text, $18::text, $19::text, $20::text, $21::text from decided),
decided_audit_log as (insert into "audit_log" ("action", "entity_type", "entity_id", "before", "after") select $22::text, $23::text, $24::text, $25::jsonb, $26::jsonb from decided)
select jsonb_build_object() as computed from decided
