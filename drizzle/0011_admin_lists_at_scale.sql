CREATE TABLE "reconciliation_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"checked_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_created_idx" ON "ledger_entries" USING btree ("created_at","id");--> statement-breakpoint
-- Search by part of an e-mail or name (ILIKE '%…%') through trigram indexes, where the database has
-- pg_trgm (PostgreSQL's contrib, and PGlite with the extension loaded); elsewhere the search scans.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "users_fullname_trgm_idx" ON "users" USING gin ("fullname" gin_trgm_ops);
  END IF;
END $$;
