ALTER TABLE "notifications" ADD COLUMN "comment_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id") WHERE "notifications"."comment_id" is not null;--> statement-breakpoint
-- The comment that comment and reply notifications written before this migration quote (decision
-- 012, 2026-11-29): every one is keyed by it, 'comment:{comment id}' (the post's author and the one
-- answered share the key).
UPDATE "notifications" SET "comment_id" = "comments"."id" FROM "comments"
WHERE "notifications"."type" IN ('comment', 'reply')
  AND "notifications"."dedupe_key" = 'comment:' || "comments"."id"::text;--> statement-breakpoint
-- Those whose comment is already gone (the cascade would have taken them) or was emptied, a
-- thread's first comment deleted while it kept replies (its deletion now deletes them).
DELETE FROM "notifications"
WHERE "type" IN ('comment', 'reply') AND "dedupe_key" LIKE 'comment:%'
  AND ("comment_id" IS NULL OR EXISTS (
    SELECT 1 FROM "comments" WHERE "comments"."id" = "notifications"."comment_id"
      AND "comments"."deleted_at" IS NOT NULL));
