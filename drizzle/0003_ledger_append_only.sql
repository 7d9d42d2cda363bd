-- Evidence is appended, never edited: one trigger function refuses UPDATE, DELETE and TRUNCATE on
-- every append-only table and names the table; the audit log's own function gives way to it.
CREATE FUNCTION refuse_change_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
DROP TRIGGER audit_log_append_only ON "audit_log";
--> statement-breakpoint
DROP FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_append_only();
--> statement-breakpoint
-- A ledger entry is a fact: a correction is a new entry.
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_append_only();
