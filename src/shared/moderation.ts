import { z } from 'zod'
import { VISIBILITIES } from './book-constants'
import { UserSummarySchema } from './books'
import {
  ADMIN_ACTIONS,
  AUDIT_TARGETS,
  MODERATION_NOTE_MAX,
  REPORT_CONTENT_MAX,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from './moderation-constants'
import { NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX } from './notification-constants'
import { PageQuery, pageSchema } from './pagination'
import { idText, text, timestamp, trimmedText } from './text'
import { V } from './validation'

export * from './moderation-constants'

const Id = idText()

/** A report on a person, a post, a book or a comment; `reason` is `other` when not given. */
export const ReportInput = z
  .object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: Id,
    reason: z.enum(REPORT_REASONS).default('other'),
    content: trimmedText().min(1, V.reportContent).max(REPORT_CONTENT_MAX, V.tooLong),
  })
  .strict()
export type ReportInput = z.input<typeof ReportInput>
/** A report as the schema gives it (the reason filled in). */
export type ReportData = z.infer<typeof ReportInput>

export const ReportReceiptSchema = z.object({
  id: text(),
  /** False when it was added to my open report on the same target. */
  isNew: z.boolean(),
})
export type ReportReceipt = z.infer<typeof ReportReceiptSchema>

/** The optional note an admin adds to an action, told to the people involved. */
export const ModerationInput = z
  .object({ note: trimmedText().max(MODERATION_NOTE_MAX, V.tooLong).default('') })
  .strict()
export type ModerationInput = z.input<typeof ModerationInput>

/** To one person (`userId`) or, without it, to everyone. */
export const AdminMessageInput = z
  .object({
    userId: Id.optional(),
    title: trimmedText().max(NOTIFICATION_TITLE_MAX, V.tooLong).default(''),
    content: trimmedText().min(1, V.required).max(NOTIFICATION_CONTENT_MAX, V.tooLong),
  })
  .strict()
export type AdminMessageInput = z.input<typeof AdminMessageInput>
export type AdminMessage = z.infer<typeof AdminMessageInput>

/** Whom a message to everyone reaches: every account not banned, but the admin sending it. */
export const AdminMessageAudienceSchema = z.object({ everyone: z.number().int() })
export type AdminMessageAudience = z.infer<typeof AdminMessageAudienceSchema>

export const AdminMessageReceiptSchema = z.object({
  /** Told at once (one person), or queued for everyone (told in batches). */
  delivery: z.enum(['sent', 'queued']),
})

export const ReportListQuery = PageQuery.extend({
  targetType: z.enum(REPORT_TARGETS),
  status: z.enum(REPORT_STATUSES).default('open'),
})
export type ReportListQuery = z.infer<typeof ReportListQuery>

/** What was reported, as it is now (or as it was reported, once deleted). */
const ReportTargetSchema = z.object({
  type: z.enum(REPORT_TARGETS),
  id: text(),
  /** A person's name, a post's or book's title (a post without one: its first words). */
  label: text(),
  preview: text(),
  /** Where it lives in the app, while it exists. */
  link: text().nullable(),
  /** The person it belongs to (the person themselves for a user report), while they exist. */
  owner: UserSummarySchema.nullable(),
  ownerBannedAt: timestamp().nullable(),
  /** The post or book itself is banned (a comment is removed, never banned: always null). */
  bannedAt: timestamp().nullable(),
  isDeleted: z.boolean(),
  visibility: z.enum(VISIBILITIES).nullable(),
  /** Every report on it, open or resolved. */
  reportCount: z.number().int(),
})

const ReportSchema = z.object({
  id: text(),
  target: ReportTargetSchema,
  reporter: UserSummarySchema.nullable(),
  reason: z.enum(REPORT_REASONS),
  content: text(),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  note: text(),
  resolvedBy: UserSummarySchema.nullable(),
  resolvedAt: timestamp().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
})
export type Report = z.infer<typeof ReportSchema>

const OpenReportCountsSchema = z.object({
  user: z.number().int(),
  post: z.number().int(),
  book: z.number().int(),
  comment: z.number().int(),
})
export type OpenReportCounts = z.infer<typeof OpenReportCountsSchema>

/** A page of reports, with how many are open of each kind (the /admin overview reads it too). */
export const ReportPageSchema = pageSchema(ReportSchema).extend({ openCounts: OpenReportCountsSchema })
export type ReportPage = z.infer<typeof ReportPageSchema>

export const ResolveResultSchema = z.object({
  /** How many open reports the action resolved. */
  resolved: z.number().int(),
})
export type ResolveResult = z.infer<typeof ResolveResultSchema>

export const BanStateSchema = z.object({
  id: text(),
  bannedAt: timestamp().nullable(),
  resolved: z.number().int(),
})
export type BanState = z.infer<typeof BanStateSchema>

const AuditEntrySchema = z.object({
  id: text(),
  admin: UserSummarySchema.nullable(),
  adminName: text(),
  action: z.enum(ADMIN_ACTIONS),
  /** What the action was about; null for a message to everyone. */
  targetType: z.enum(AUDIT_TARGETS).nullable(),
  targetId: text().nullable(),
  targetLabel: text(),
  note: text(),
  createdAt: timestamp(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AuditPageSchema = pageSchema(AuditEntrySchema)
export const AuditQuery = PageQuery
