ALTER TABLE "users" ADD COLUMN "sign_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An account confirmed before the count has signed in at least once and been greeted since:
-- counted as returning (decision 029).
UPDATE "users" SET "sign_in_count" = 2 WHERE "email_verified";--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "adds_books" boolean;
