// Plain values about reports and moderation, without zod: the main bundle imports these.

export const REPORT_TARGETS = ['user', 'post', 'book', 'comment'] as const
export type ReportTarget = (typeof REPORT_TARGETS)[number]

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'copyright', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const REPORT_STATUSES = ['open', 'resolved'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** How a report was answered: dismissed, or the action that answered it. */
export const REPORT_OUTCOMES = ['dismissed', 'user-banned', 'content-banned', 'content-deleted'] as const
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number]

/** What one report says, each time its reporter writes (a repeat adds to the open report). */
export const REPORT_CONTENT_MAX = 1000
/** All that one open report may gather from its reporter. */
export const REPORT_TOTAL_MAX = 10_000
/** The note an admin may add to an action, told to the people involved. */
export const MODERATION_NOTE_MAX = 500

/** Content an admin may ban or delete. */
export const CONTENT_KINDS = ['post', 'book'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

/** Content an admin may delete: a comment or a reply is removed, never banned (decision 026). */
export const DELETABLE_KINDS = ['post', 'book', 'comment'] as const
export type DeletableKind = (typeof DELETABLE_KINDS)[number]

/** Every kind of admin action, as the audit log records it. */
export const ADMIN_ACTIONS = [
  'report.dismiss',
  'user.ban',
  'user.unban',
  'post.ban',
  'post.unban',
  'post.delete',
  'book.ban',
  'book.unban',
  'book.delete',
  'comment.delete',
  'message.send',
  'appeal.accept',
  'appeal.reject',
] as const
export type AdminAction = (typeof ADMIN_ACTIONS)[number]

/**
 * What an audit entry is about: a person, a post, a book, a comment, a report or an appeal (none:
 * a message to everyone).
 */
export const AUDIT_TARGETS = ['user', 'post', 'book', 'comment', 'report', 'appeal'] as const

/**
 * What an `admin` notification the app writes itself is about (the client words it in the
 * reader's language); null for a message an admin wrote.
 */
export const ADMIN_NOTICES = [
  'report-dismissed',
  'report-actioned',
  'post-banned',
  'post-unbanned',
  'post-deleted',
  'book-banned',
  'book-unbanned',
  'book-deleted',
  'comment-deleted',
  'account-restored',
] as const
export type AdminNotice = (typeof ADMIN_NOTICES)[number]

/** A banned person may appeal once per ban, within this many days of it (Mastodon's 20). */
export const APPEAL_DAYS = 20
/** What an appeal says. */
export const APPEAL_CONTENT_MAX = 1000
export const APPEAL_STATUSES = ['open', 'accepted', 'rejected'] as const
export type AppealStatus = (typeof APPEAL_STATUSES)[number]
