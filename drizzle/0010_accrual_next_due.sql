ALTER TABLE "investments" ADD COLUMN "paid_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "next_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "investments_active_due_idx" ON "investments" USING btree ("next_due_at") WHERE "investments"."status" = 'active';--> statement-breakpoint
-- The periods already paid, counted once here (each roi key ends in its period number); the accrual keeps the count from now on.
UPDATE "investments" AS i SET "paid_periods" = paid.periods
FROM (
  SELECT "ref_id", max(split_part("unique_key", ':', 3)::integer) AS periods
  FROM "ledger_entries"
  WHERE "kind" = 'roi' AND "ref_type" = 'investment' AND "unique_key" LIKE 'roi:%'
  GROUP BY "ref_id"
) AS paid
WHERE paid."ref_id" = i."id"::text;
