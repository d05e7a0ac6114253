-- The pose last shown to each member (issue 23): a selfie is accepted only in that pose, and only
-- for a while after she was asked, so it cannot be a photo she already had.
CREATE TABLE "selfie_pose_offers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pose_id" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "selfie_pose_offers" ADD CONSTRAINT "selfie_pose_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
