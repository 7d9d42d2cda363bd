CREATE TABLE "payment_webhooks" (
	"processor" text PRIMARY KEY NOT NULL,
	"last_received_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "processor" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "coin" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "coin_amount" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "partially_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_processor_invoice_idx" ON "deposits" USING btree ("processor","invoice_id");--> statement-breakpoint
CREATE INDEX "deposits_processor_pending_idx" ON "deposits" USING btree ("created_at") WHERE "deposits"."processor" is not null and "deposits"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_invoice_complete" CHECK (num_nulls("deposits"."processor", "deposits"."invoice_id", "deposits"."coin", "deposits"."coin_amount") in (0, 4));