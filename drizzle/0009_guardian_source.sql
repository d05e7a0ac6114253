-- guardian_links is the one record of a woman's guardian (issue 22, point 6). A woman named before
-- guardian links existed has hers only in users.guardian_email: she gets her current link, as her
-- first match request used to record it (pending, already reminded), or unsubscribed when the
-- address had asked us to stop (everyone's mail, or mail about her), as naming them now would.
INSERT INTO "guardian_links" ("user_id", "email", "phone", "status", "created_at", "responded_at", "reminded_at")
SELECT w."id", w."email", w."phone",
	CASE WHEN w."stopped" THEN 'unsubscribed' ELSE 'pending' END,
	now(),
	CASE WHEN w."stopped" THEN now() END,
	now()
FROM (
	SELECT u."id", lower(trim(u."guardian_email")) AS "email", u."guardian_phone" AS "phone",
		(EXISTS (SELECT 1 FROM "guardian_opt_outs" o WHERE o."email" = lower(trim(u."guardian_email")))
		 OR EXISTS (SELECT 1 FROM "guardian_ward_opt_outs" wo WHERE wo."email" = lower(trim(u."guardian_email")) AND wo."user_id" = u."id")) AS "stopped"
	FROM "users" u
	WHERE u."gender" = 'female'
		AND trim(u."guardian_email") <> ''
		AND NOT EXISTS (SELECT 1 FROM "guardian_links" l WHERE l."user_id" = u."id" AND l."status" <> 'replaced')
) w;
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "guardian_email";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "guardian_phone";
