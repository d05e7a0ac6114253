-- Find Matches' first-name search (issue 26) is a substring match, `lower(first_name) like
-- '%term%'`, which no btree can serve: it read every member of a gender (225 ms at a million
-- members). A trigram index finds the few names that hold the term. pg_trgm is a trusted
-- extension: the database's owner may create it without being a superuser; the embedded database
-- loads it where it is opened (lib/server/db.ts). The btree on (gender, lower(first_name)) served
-- no query, so it goes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS "users_gender_first_name_idx";
--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin (lower("first_name") gin_trgm_ops);
