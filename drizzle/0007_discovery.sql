ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "willing_to_relocate" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_children" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "prayer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seeking_age_min" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seeking_age_max" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seeking_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "users" SET "last_active_at" = coalesce((SELECT max("last_seen_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id"), "users"."created_at");--> statement-breakpoint
CREATE INDEX "users_gender_active_idx" ON "users" USING btree ("gender","last_active_at","id");--> statement-breakpoint
CREATE INDEX "users_gender_age_idx" ON "users" USING btree ("gender","age");--> statement-breakpoint
CREATE INDEX "users_gender_university_idx" ON "users" USING btree ("gender",lower("university"));--> statement-breakpoint
CREATE INDEX "users_gender_city_idx" ON "users" USING btree ("gender","city_key");--> statement-breakpoint
CREATE INDEX "users_gender_country_idx" ON "users" USING btree ("gender","country");--> statement-breakpoint
CREATE TABLE "compatibility_answers" (
	"user_id" uuid NOT NULL,
	"question_id" smallint NOT NULL,
	"answer" smallint NOT NULL,
	"accepted" smallint[] NOT NULL,
	"importance" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compatibility_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);--> statement-breakpoint
ALTER TABLE "compatibility_answers" ADD CONSTRAINT "compatibility_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "compatibility_vectors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answered" integer NOT NULL,
	"asked" varbit NOT NULL,
	"ans" varbit NOT NULL,
	"q1" varbit NOT NULL,
	"q2" varbit NOT NULL,
	"q3" varbit NOT NULL,
	"q4" varbit NOT NULL,
	"acc1" varbit NOT NULL,
	"acc2" varbit NOT NULL,
	"acc3" varbit NOT NULL,
	"acc4" varbit NOT NULL
);--> statement-breakpoint
ALTER TABLE "compatibility_vectors" ADD CONSTRAINT "compatibility_vectors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
