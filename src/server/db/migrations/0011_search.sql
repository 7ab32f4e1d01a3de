CREATE TABLE "book_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_search" ADD CONSTRAINT "book_search_id_books_id_fk" FOREIGN KEY ("id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_search" ADD CONSTRAINT "point_search_id_points_id_fk" FOREIGN KEY ("id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_search" ADD CONSTRAINT "post_search_id_posts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_search" ADD CONSTRAINT "user_search_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_search_vector_idx" ON "book_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "book_search_at_idx" ON "book_search" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "point_search_vector_idx" ON "point_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "point_search_at_idx" ON "point_search" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "post_search_vector_idx" ON "post_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "post_search_at_idx" ON "post_search" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_search_vector_idx" ON "user_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "user_search_at_idx" ON "user_search" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
-- Rows written before the index existed are indexed by a job (documents.ts, search.backfill): the
-- terms are made in the app, so SQL alone cannot write them.
INSERT INTO "jobs" ("id", "kind", "payload") VALUES (gen_random_uuid(), 'search.backfill', '{}'::jsonb);
