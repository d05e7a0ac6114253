-- Account and data rights (issue 24): a verified login email, the change of it by a link to the new
-- address, private reading (read receipts off) and one record of the missed-message choice.
-- Accounts made before this migration count as verified from their creation: their owners have
-- used the address for as long as the account exists (password links, guardian and payment
-- mail), and a banner asking them to prove it now would be noise.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at";--> statement-breakpoint
CREATE TABLE "email_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"session_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_links" ADD CONSTRAINT "email_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_links_hash_unique" ON "email_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_links_user_idx" ON "email_links" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
-- Read with her read receipts off: the sender is never shown "read" for it, even if she turns them on later.
ALTER TABLE "messages" ADD COLUMN "read_privately" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The missed-message choice moves to account_settings, its one record (the profile's field reads and writes it there).
INSERT INTO "account_settings" ("user_id", "missed_message_emails", "updated_at")
SELECT "id", false, "updated_at" FROM "users" WHERE "missed_message_emails" = false
ON CONFLICT ("user_id") DO UPDATE SET "missed_message_emails" = false;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "missed_message_emails";
