ALTER TABLE "deposits" ADD COLUMN "payment_uri" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "tx_id" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "quote_coin" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "quote_base_units" numeric(40, 0);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "quote_rate_cents" bigint;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "quote_rate_as_of" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "quote_expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_quote_complete" CHECK (num_nulls("deposits"."quote_coin", "deposits"."quote_base_units", "deposits"."quote_rate_cents", "deposits"."quote_rate_as_of", "deposits"."quote_expires_at") in (0, 5));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_tx_id_hex" CHECK ("deposits"."tx_id" ~ '^(0x)?[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_quote_positive" CHECK ("deposits"."quote_base_units" > 0 and "deposits"."quote_rate_cents" > 0);