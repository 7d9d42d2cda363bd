ALTER TABLE "withdrawals" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_state" text;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_payout_idx" ON "withdrawals" USING btree ("payout_id");