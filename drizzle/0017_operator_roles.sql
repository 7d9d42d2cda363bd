ALTER TABLE "users" ADD COLUMN "operator_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "operator_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_operator_role" CHECK (("users"."role" = 'admin') = ("users"."operator_role" is not null));
