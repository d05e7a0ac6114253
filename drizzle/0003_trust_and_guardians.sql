CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sanction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
CREATE TABLE "sanctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"days" integer,
	"ends_at" timestamp with time zone,
	"report_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	"lift_reason" text
);
--> statement-breakpoint
CREATE TABLE "app_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_disconnected_at" timestamp with time zone NOT NULL,
	"missed_email_at" timestamp with time zone,
	"email_covered_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_sockets" (
	"node_id" text NOT NULL,
	"socket_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_sockets_node_id_socket_id_pk" PRIMARY KEY("node_id","socket_id")
);
--> statement-breakpoint
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
ALTER TABLE "users" ADD COLUMN "missed_message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chaperone_mode" text DEFAULT 'alerts' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chaperone_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_text_pending_since" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "photo_requests" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_sanction_id_sanctions_id_fk" FOREIGN KEY ("sanction_id") REFERENCES "public"."sanctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_presence" ADD CONSTRAINT "member_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sockets" ADD CONSTRAINT "member_sockets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_digests" ADD CONSTRAINT "guardian_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_tokens" ADD CONSTRAINT "guardian_tokens_link_id_guardian_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."guardian_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_sanction_unique" ON "appeals" USING btree ("sanction_id");--> statement-breakpoint
CREATE INDEX "appeals_status_created_idx" ON "appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sanctions_user_created_idx" ON "sanctions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sanctions_in_force_idx" ON "sanctions" USING btree ("user_id","ends_at") WHERE "sanctions"."lifted_at" is null and "sanctions"."kind" in ('suspend', 'ban');--> statement-breakpoint
CREATE INDEX "member_sockets_user_idx" ON "member_sockets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_current_unique" ON "guardian_links" USING btree ("user_id") WHERE "guardian_links"."status" <> 'replaced';--> statement-breakpoint
CREATE INDEX "guardian_links_user_idx" ON "guardian_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "guardian_links_email_idx" ON "guardian_links" USING btree ("email");--> statement-breakpoint
CREATE INDEX "guardian_links_reminder_due_idx" ON "guardian_links" USING btree ("created_at") WHERE "guardian_links"."status" = 'pending' and "guardian_links"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "guardian_tokens_link_idx" ON "guardian_tokens" USING btree ("link_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_profile_text_pending_idx" ON "users" USING btree ("profile_text_pending_since") WHERE "users"."profile_text_pending_since" is not null;--> statement-breakpoint
CREATE INDEX "users_chaperone_idx" ON "users" USING btree ("chaperone_mode") WHERE "users"."chaperone_mode" <> 'alerts';--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_unreviewed_idx" ON "photos" USING btree ("created_at") WHERE "photos"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "messages_undelivered_idx" ON "messages" USING btree ("receiver_id") WHERE "messages"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "messages_missed_scan_idx" ON "messages" USING btree ("created_at") WHERE "messages"."delivered_at" is null and "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "reports_open_group_idx" ON "reports" USING btree (coalesce("target_user_id", "id"),"created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_closed_idx" ON "reports" USING btree ("closed_at") WHERE "reports"."status" = 'closed';