CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"banned_at" timestamp with time zone NOT NULL,
	"ban_action_id" uuid,
	"ban_admin_name" text DEFAULT '' NOT NULL,
	"ban_note" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_note" text DEFAULT '' NOT NULL,
	"answered_by_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_status_check" CHECK ("appeals"."status" in ('open', 'accepted', 'rejected')),
	CONSTRAINT "appeals_answered_shape" CHECK (("appeals"."status" = 'open') = ("appeals"."answered_at" is null)),
	CONSTRAINT "appeals_content_length" CHECK (char_length("appeals"."content") between 1 and 1000),
	CONSTRAINT "appeals_note_length" CHECK (char_length("appeals"."answer_note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "admin_actions" DROP CONSTRAINT "admin_actions_action_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_notice_check";--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_one_per_ban_key" ON "appeals" USING btree ("user_id","banned_at");--> statement-breakpoint
CREATE INDEX "appeals_open_idx" ON "appeals" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "appeals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "appeals_answered_idx" ON "appeals" USING btree ("answered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "appeals"."status" <> 'open';--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_action_check" CHECK ("admin_actions"."action" in ('report.dismiss', 'user.ban', 'user.unban', 'post.ban', 'post.unban', 'post.delete', 'book.ban', 'book.unban', 'book.delete', 'comment.delete', 'message.send', 'appeal.accept', 'appeal.reject'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('user', 'post', 'book', 'comment'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_notice_check" CHECK ("notifications"."notice" is null or ("notifications"."type" = 'admin' and "notifications"."notice" in ('report-dismissed', 'report-actioned', 'post-banned', 'post-unbanned', 'post-deleted', 'book-banned', 'book-unbanned', 'book-deleted', 'comment-deleted', 'account-restored')));