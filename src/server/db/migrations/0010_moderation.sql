CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" uuid,
	"target_label" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_actions_action_check" CHECK ("admin_actions"."action" in ('report.dismiss', 'user.ban', 'user.unban', 'post.ban', 'post.unban', 'post.delete', 'book.ban', 'book.unban', 'book.delete', 'message.send')),
	CONSTRAINT "admin_actions_note_length" CHECK (char_length("admin_actions"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reporter_id" uuid,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_user_id" uuid,
	"target_label" text NOT NULL,
	"target_preview" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT 'other' NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"note" text DEFAULT '' NOT NULL,
	"resolved_by_id" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('user', 'post', 'book')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('spam', 'harassment', 'inappropriate', 'copyright', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved')),
	CONSTRAINT "reports_outcome_check" CHECK ("reports"."outcome" is null or "reports"."outcome" in ('dismissed', 'user-banned', 'content-banned', 'content-deleted')),
	CONSTRAINT "reports_resolved_shape" CHECK (("reports"."status" = 'open') = ("reports"."resolved_at" is null and "reports"."outcome" is null)),
	CONSTRAINT "reports_content_length" CHECK (char_length("reports"."content") between 1 and 10000),
	CONSTRAINT "reports_note_length" CHECK (char_length("reports"."note") <= 500),
	CONSTRAINT "reports_label_length" CHECK (char_length("reports"."target_label") <= 200),
	CONSTRAINT "reports_preview_length" CHECK (char_length("reports"."target_preview") <= 500)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "banned_at" = "updated_at" WHERE "banned";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_key" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("target_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_resolved_idx" ON "reports" USING btree ("target_type","resolved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reports"."status" = 'resolved';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_target_user_idx" ON "reports" USING btree ("target_user_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_notice_check" CHECK ("notifications"."notice" is null or ("notifications"."type" = 'admin' and "notifications"."notice" in ('report-dismissed', 'report-actioned', 'post-banned', 'post-unbanned', 'post-deleted', 'book-banned', 'book-unbanned', 'book-deleted', 'account-restored')));--> statement-breakpoint
CREATE FUNCTION "admin_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_actions_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "admin_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_actions_append_only"();