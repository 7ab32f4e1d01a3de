CREATE TABLE "study_books" (
	"user_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"studying" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_books_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "study_cards" (
	"user_id" uuid NOT NULL,
	"point_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_cards_user_id_point_id_pk" PRIMARY KEY("user_id","point_id")
);
--> statement-breakpoint
CREATE TABLE "study_idempotency" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_idempotency_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "study_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"point_id" uuid,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"previous_review" timestamp with time zone,
	"reviewed_at" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	CONSTRAINT "study_reviews_rating_check" CHECK ("study_reviews"."rating" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "study_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_per_day" integer DEFAULT 20 NOT NULL,
	"reviews_per_day" integer DEFAULT 200 NOT NULL,
	"retention" real DEFAULT 0.9 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"stats_public" boolean DEFAULT false NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_settings_retention_range" CHECK ("study_settings"."retention" between 0.8 and 0.97),
	CONSTRAINT "study_settings_limits" CHECK ("study_settings"."new_per_day" >= 0 and "study_settings"."reviews_per_day" >= 0)
);
--> statement-breakpoint
CREATE TABLE "timer_books" (
	"timer_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	CONSTRAINT "timer_books_timer_id_book_id_pk" PRIMARY KEY("timer_id","book_id")
);
--> statement-breakpoint
ALTER TABLE "user_badges" DROP CONSTRAINT "user_badges_badge_check";--> statement-breakpoint
ALTER TABLE "study_books" ADD CONSTRAINT "study_books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_books" ADD CONSTRAINT "study_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_cards" ADD CONSTRAINT "study_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_cards" ADD CONSTRAINT "study_cards_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_cards" ADD CONSTRAINT "study_cards_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_idempotency" ADD CONSTRAINT "study_idempotency_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_reviews" ADD CONSTRAINT "study_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_reviews" ADD CONSTRAINT "study_reviews_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_settings" ADD CONSTRAINT "study_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timer_books" ADD CONSTRAINT "timer_books_timer_id_timers_id_fk" FOREIGN KEY ("timer_id") REFERENCES "public"."timers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timer_books" ADD CONSTRAINT "timer_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_books_book_idx" ON "study_books" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "study_cards_user_due_idx" ON "study_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "study_cards_user_learning_idx" ON "study_cards" USING btree ("user_id","due") WHERE "study_cards"."state" in (1, 3);--> statement-breakpoint
CREATE INDEX "study_cards_user_book_idx" ON "study_cards" USING btree ("user_id","book_id");--> statement-breakpoint
CREATE INDEX "study_cards_point_idx" ON "study_cards" USING btree ("point_id");--> statement-breakpoint
CREATE INDEX "study_cards_book_idx" ON "study_cards" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "study_idempotency_created_idx" ON "study_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "study_reviews_user_reviewed_idx" ON "study_reviews" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "study_reviews_point_idx" ON "study_reviews" USING btree ("point_id");--> statement-breakpoint
CREATE INDEX "timer_books_book_idx" ON "timer_books" USING btree ("book_id");--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_check" CHECK ("user_badges"."badge" in ('new_user', 'posting_master', 'study_streak_7', 'study_streak_30', 'study_streak_100', 'reviews_1000'));--> statement-breakpoint
-- A card's book follows from its person's cards (one book's cards are one person's few): without
-- this the planner multiplies the two selectivities, expects one row, and walks (user, book)
-- instead of (user, due) for "next due for me" (explain.test.ts).
CREATE STATISTICS "study_cards_user_book_stats" (dependencies) ON "user_id", "book_id" FROM "study_cards";
