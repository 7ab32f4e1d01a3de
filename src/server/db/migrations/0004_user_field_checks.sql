-- Rows written before these rules existed are brought within them first.
UPDATE "users" SET "name" = left("name", 50) WHERE char_length("name") > 50;--> statement-breakpoint
UPDATE "users" SET "name" = "username" WHERE char_length("name") = 0;--> statement-breakpoint
UPDATE "users" SET "display_username" = "username" WHERE "display_username" IS NOT NULL AND lower("display_username") <> lower("username");--> statement-breakpoint
UPDATE "users" SET "bio" = left("bio", 500) WHERE char_length("bio") > 500;--> statement-breakpoint
UPDATE "users" SET "image" = NULL WHERE "image" IS NOT NULL AND NOT (char_length("image") <= 2048 AND "image" ~ '^(https?://[^[:space:]]+|[A-Za-z0-9][A-Za-z0-9._-]*)$');--> statement-breakpoint
UPDATE "users" SET "title" = NULL WHERE char_length("title") > 50;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_name_length" CHECK (char_length("users"."name") between 1 and 50);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_length" CHECK (char_length("users"."email") <= 254);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_length" CHECK (char_length("users"."username") <= 30);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_username_matches" CHECK ("users"."display_username" is null or lower("users"."display_username") = lower("users"."username"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bio_length" CHECK (char_length("users"."bio") <= 500);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_shape" CHECK ("users"."image" is null or (char_length("users"."image") <= 2048 and "users"."image" ~ '^(https?://[^[:space:]]+|[A-Za-z0-9][A-Za-z0-9._-]*)$'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_title_length" CHECK ("users"."title" is null or char_length("users"."title") <= 50);