-- Issue 24 (account and data rights): what deletion keeps, and fair membership.
-- A banned member's normalised email, as a keyed hash (HMAC-SHA256), kept after her account is
-- deleted so the address cannot register again. Never the address itself.
CREATE TABLE "banned_email_hashes" (
	"hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Reports about a member who deleted her account stay for moderation, with a snapshot of her
-- name and the reported content, until a job removes them 12 months after the deletion.
ALTER TABLE "reports" ADD COLUMN "target_snapshot" jsonb;
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "target_deleted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The trial reminder is sent once: the job that sends it stamps this in the same transaction.
ALTER TABLE "subscriptions" ADD COLUMN "trial_reminded_at" timestamp with time zone;
--> statement-breakpoint
-- One receipt per PayPal payment (sale id), however often PayPal delivers its webhook.
CREATE TABLE "payment_receipts" (
	"sale_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payment_receipts_user_idx" ON "payment_receipts" USING btree ("user_id","paid_at");
