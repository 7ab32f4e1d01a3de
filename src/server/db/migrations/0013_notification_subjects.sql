ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "book_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_post_idx" ON "notifications" USING btree ("post_id") WHERE "notifications"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_book_idx" ON "notifications" USING btree ("book_id") WHERE "notifications"."book_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('welcome', 'like', 'comment', 'reply', 'follow', 'post', 'share', 'badge', 'admin'));--> statement-breakpoint
-- What the notifications written before this migration are about (decision 012, 2026-11-28). A
-- post's slug never changes, so the link names its post exactly; a book's slug can change (and be
-- taken by another book), so a share is matched by its dedupe key, 'share:{book id}'.
UPDATE "notifications" SET "post_id" = "posts"."id" FROM "posts"
WHERE "notifications"."type" IN ('like', 'comment', 'post')
  AND "notifications"."link" = '/posts/' || "posts"."slug";--> statement-breakpoint
UPDATE "notifications" SET "book_id" = "books"."id" FROM "books"
WHERE "notifications"."type" = 'share'
  AND "notifications"."dedupe_key" = 'share:' || "books"."id"::text;--> statement-breakpoint
-- Those whose post or book is already gone (deletions are hard): the cascade would have taken them.
DELETE FROM "notifications"
WHERE ("type" IN ('like', 'comment', 'post') AND "post_id" IS NULL AND "link" LIKE '/posts/%')
   OR ("type" = 'share' AND "book_id" IS NULL AND "dedupe_key" LIKE 'share:%');
