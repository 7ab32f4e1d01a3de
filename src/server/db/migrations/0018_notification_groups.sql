CREATE TABLE "notification_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"receiver_id" uuid NOT NULL,
	"group_key" text,
	"seq" bigint NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_id" uuid;--> statement-breakpoint
-- The groups of the notifications written before (decision 024): the unread ones of one key in
-- one group, as the list showed them; the read ones of one key in another (they were listed one
-- by one, and would have been one group had groups been kept); one of its own for each of a kind
-- never grouped, under its notification's id.
INSERT INTO "notification_groups" ("id", "receiver_id", "group_key", "seq", "is_read")
SELECT gen_random_uuid(), "receiver_id", "group_key", max("seq"), "is_read" FROM "notifications"
WHERE "group_key" IS NOT NULL GROUP BY "receiver_id", "group_key", "is_read";--> statement-breakpoint
UPDATE "notifications" SET "group_id" = "g"."id" FROM "notification_groups" "g"
WHERE "g"."receiver_id" = "notifications"."receiver_id" AND "g"."group_key" = "notifications"."group_key"
  AND "g"."is_read" = "notifications"."is_read";--> statement-breakpoint
INSERT INTO "notification_groups" ("id", "receiver_id", "group_key", "seq", "is_read")
SELECT "id", "receiver_id", NULL, "seq", "is_read" FROM "notifications" WHERE "group_key" IS NULL;--> statement-breakpoint
UPDATE "notifications" SET "group_id" = "id" WHERE "group_key" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_groups" ADD CONSTRAINT "notification_groups_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_groups_receiver_seq_key" ON "notification_groups" USING btree ("receiver_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_groups_open_key" ON "notification_groups" USING btree ("receiver_id","group_key") WHERE not "notification_groups"."is_read";--> statement-breakpoint
CREATE INDEX "notification_groups_unread_idx" ON "notification_groups" USING btree ("receiver_id","seq") WHERE not "notification_groups"."is_read";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_group_id_notification_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notification_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_group_seq_idx" ON "notifications" USING btree ("group_id","seq");--> statement-breakpoint
-- Members go with what they are about (a post, a book, a comment, an actor's account) by their
-- own foreign keys, in statements that know nothing of groups: after each, a group left empty is
-- deleted and one that lost its newest member takes its place from the newest left, so the list
-- never walks past entries that show nothing.
CREATE FUNCTION "notification_groups_settle"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notification_groups" "g"
  WHERE "g"."id" IN (SELECT DISTINCT "group_id" FROM "gone")
    AND NOT EXISTS (SELECT 1 FROM "notifications" "n" WHERE "n"."group_id" = "g"."id");
  UPDATE "notification_groups" "g" SET "seq" = "newest"."seq"
  FROM (
    SELECT "n"."group_id", max("n"."seq") AS "seq" FROM "notifications" "n"
    WHERE "n"."group_id" IN (SELECT DISTINCT "group_id" FROM "gone") GROUP BY "n"."group_id"
  ) "newest"
  WHERE "g"."id" = "newest"."group_id" AND "g"."seq" <> "newest"."seq";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notification_groups_settle" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "notification_groups_settle"();
