-- Verified members (issue 23): a university badge by a confirmed university address, a photo badge
-- by a selfie a moderator approved. Both badges are columns of users; the links and selfies have
-- their own tables.
ALTER TABLE "users" ADD COLUMN "university_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "university_verified_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "university_institution" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reviews_women_verifications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_university_verified_email_unique" ON "users" USING btree ("university_verified_email") WHERE "users"."university_verified_email" is not null;--> statement-breakpoint
CREATE TABLE "university_email_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"institution" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "university_email_links" ADD CONSTRAINT "university_email_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "university_email_links_hash_unique" ON "university_email_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "university_email_links_user_idx" ON "university_email_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TABLE "selfie_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pose_id" text NOT NULL,
	"storage_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"bytes_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "selfie_verifications" ADD CONSTRAINT "selfie_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfie_verifications" ADD CONSTRAINT "selfie_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "selfie_verifications_user_idx" ON "selfie_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "selfie_verifications_status_idx" ON "selfie_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "selfie_verifications_one_pending" ON "selfie_verifications" USING btree ("user_id") WHERE "selfie_verifications"."status" = 'pending';
