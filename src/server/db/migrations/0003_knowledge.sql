CREATE TABLE "book_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"book_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_members_role_check" CHECK ("book_members"."role" in ('viewer', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"allow_copy" boolean DEFAULT false NOT NULL,
	"copied_from_book_id" uuid,
	"point_count" integer DEFAULT 0 NOT NULL,
	"star_count" integer DEFAULT 0 NOT NULL,
	"banned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_visibility_check" CHECK ("books"."visibility" in ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"point_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points" (
	"id" uuid PRIMARY KEY NOT NULL,
	"book_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"hidden_content" text DEFAULT '' NOT NULL,
	"section_title" text DEFAULT '' NOT NULL,
	"section_description" text DEFAULT '' NOT NULL,
	"major_name" text DEFAULT '' NOT NULL,
	"field_name" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"star_count" integer DEFAULT 0 NOT NULL,
	"copied_from_point_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stars" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"point_id" uuid,
	"book_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stars_target_check" CHECK (("stars"."kind" = 'point' and "stars"."point_id" is not null and "stars"."book_id" is null) or ("stars"."kind" = 'book' and "stars"."book_id" is not null and "stars"."point_id" is null))
);
--> statement-breakpoint
ALTER TABLE "book_members" ADD CONSTRAINT "book_members_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_members" ADD CONSTRAINT "book_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_copied_from_book_id_books_id_fk" FOREIGN KEY ("copied_from_book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_copied_from_point_id_points_id_fk" FOREIGN KEY ("copied_from_point_id") REFERENCES "public"."points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stars" ADD CONSTRAINT "stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stars" ADD CONSTRAINT "stars_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stars" ADD CONSTRAINT "stars_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_members_book_user_key" ON "book_members" USING btree ("book_id","user_id");--> statement-breakpoint
CREATE INDEX "book_members_book_created_idx" ON "book_members" USING btree ("book_id","created_at","id");--> statement-breakpoint
CREATE INDEX "book_members_user_created_idx" ON "book_members" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "books_slug_key" ON "books" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "books_owner_created_idx" ON "books" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "books_public_created_idx" ON "books" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "books"."visibility" = 'public' and "books"."banned_at" is null;--> statement-breakpoint
CREATE INDEX "books_public_stars_idx" ON "books" USING btree ("star_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "books"."visibility" = 'public' and "books"."banned_at" is null;--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_copied_from_idx" ON "books" USING btree ("copied_from_book_id") WHERE "books"."copied_from_book_id" is not null;--> statement-breakpoint
CREATE INDEX "notes_author_created_idx" ON "notes" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notes_point_author_created_idx" ON "notes" USING btree ("point_id","author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "points_book_position_idx" ON "points" USING btree ("book_id","position","id");--> statement-breakpoint
CREATE INDEX "points_copied_from_idx" ON "points" USING btree ("copied_from_point_id") WHERE "points"."copied_from_point_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stars_point_user_key" ON "stars" USING btree ("point_id","user_id") WHERE "stars"."point_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stars_book_user_key" ON "stars" USING btree ("book_id","user_id") WHERE "stars"."book_id" is not null;--> statement-breakpoint
CREATE INDEX "stars_user_kind_created_idx" ON "stars" USING btree ("user_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stars_user_created_idx" ON "stars" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);