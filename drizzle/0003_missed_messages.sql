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
ALTER TABLE "users" ADD COLUMN "missed_message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_presence" ADD CONSTRAINT "member_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sockets" ADD CONSTRAINT "member_sockets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sockets_user_idx" ON "member_sockets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_undelivered_idx" ON "messages" USING btree ("created_at") WHERE "messages"."delivered_at" is null and "messages"."read_at" is null;