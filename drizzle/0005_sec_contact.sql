CREATE TABLE "guardian_ward_opt_outs" (
	"email" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_ward_opt_outs_email_user_id_pk" PRIMARY KEY("email","user_id")
);
--> statement-breakpoint
ALTER TABLE "guardian_ward_opt_outs" ADD CONSTRAINT "guardian_ward_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_tokens_created_idx" ON "guardian_tokens" USING btree ("created_at");--> statement-breakpoint
UPDATE "outbox" SET "text_body" = '', "html_body" = '', "headers" = NULL WHERE "status" = 'sent';
