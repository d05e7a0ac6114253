ALTER TABLE "messages" ADD COLUMN "original_content" text;
