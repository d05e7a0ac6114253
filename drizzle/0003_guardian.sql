CREATE TABLE "guardian_digests" (
	"user_id" uuid NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_digests_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guardian_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chaperone_mode" text DEFAULT 'alerts' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chaperone_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "guardian_digests" ADD CONSTRAINT "guardian_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_tokens" ADD CONSTRAINT "guardian_tokens_link_id_guardian_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."guardian_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_current_unique" ON "guardian_links" USING btree ("user_id") WHERE "guardian_links"."status" <> 'replaced';--> statement-breakpoint
CREATE INDEX "guardian_links_user_idx" ON "guardian_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "guardian_links_email_idx" ON "guardian_links" USING btree ("email");--> statement-breakpoint
CREATE INDEX "guardian_links_reminder_due_idx" ON "guardian_links" USING btree ("created_at") WHERE "guardian_links"."status" = 'pending' and "guardian_links"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "guardian_tokens_link_idx" ON "guardian_tokens" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "users_chaperone_idx" ON "users" USING btree ("chaperone_mode") WHERE "users"."chaperone_mode" <> 'alerts';--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id","created_at");