import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import {
  ADMIN_ACTIONS,
  type AdminAction,
  APPEAL_CONTENT_MAX,
  APPEAL_STATUSES,
  type AppealStatus,
  MODERATION_NOTE_MAX,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_TARGETS,
  REPORT_TOTAL_MAX,
  type ReportOutcome,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
} from '../../../shared/moderation-constants'
import { users } from '../../auth/auth.table'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * A report by one person on a person, a post or a book. One open report per reporter and target:
 * a repeat adds its words to `content`. `targetUserId` is whom the target belongs to (the person
 * themselves for a user report), so a ban resolves every open report on them and on what they
 * wrote; `targetLabel` and `targetPreview` keep what was reported, for when it is deleted.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey(),
    reporterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    targetType: text().$type<ReportTarget>().notNull(),
    targetId: uuid().notNull(),
    targetUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    targetLabel: text().notNull(),
    targetPreview: text().notNull().default(''),
    reason: text().$type<ReportReason>().notNull().default('other'),
    content: text().notNull(),
    status: text().$type<ReportStatus>().notNull().default('open'),
    outcome: text().$type<ReportOutcome>(),
    note: text().notNull().default(''),
    resolvedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_one_open_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    // The admin lists: open ones newest first, resolved ones most recently resolved first.
    index('reports_open_idx')
      .on(t.targetType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    index('reports_resolved_idx')
      .on(t.targetType, t.resolvedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'resolved'`),
    // How many reports a target has, and resolving them all.
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_target_user_idx').on(t.targetUserId).where(sql`${t.status} = 'open'`),
    check('reports_target_type_check', sql`${t.targetType} in (${inList(REPORT_TARGETS)})`),
    check('reports_reason_check', sql`${t.reason} in (${inList(REPORT_REASONS)})`),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved')`),
    check('reports_outcome_check', sql`${t.outcome} is null or ${t.outcome} in (${inList(REPORT_OUTCOMES)})`),
    check(
      'reports_resolved_shape',
      sql`(${t.status} = 'open') = (${t.resolvedAt} is null and ${t.outcome} is null)`,
    ),
    check(
      'reports_content_length',
      sql`char_length(${t.content}) between 1 and ${sql.raw(String(REPORT_TOTAL_MAX))}`,
    ),
    check('reports_note_length', sql`char_length(${t.note}) <= ${sql.raw(String(MODERATION_NOTE_MAX))}`),
    check('reports_label_length', sql`char_length(${t.targetLabel}) <= 200`),
    check('reports_preview_length', sql`char_length(${t.targetPreview}) <= 500`),
  ],
)

/**
 * The audit log: every admin action, who took it, on what, with the note. Rows are only ever
 * added (a trigger refuses updates and deletes), so it holds no foreign keys a deletion could
 * cascade through; the admin's and the target's names are kept as they were.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid().primaryKey(),
    adminId: uuid().notNull(),
    adminName: text().notNull(),
    action: text().$type<AdminAction>().notNull(),
    targetType: text(),
    targetId: uuid(),
    targetLabel: text().notNull().default(''),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('admin_actions_action_check', sql`${t.action} in (${inList(ADMIN_ACTIONS)})`),
    check(
      'admin_actions_note_length',
      sql`char_length(${t.note}) <= ${sql.raw(String(MODERATION_NOTE_MAX))}`,
    ),
  ],
)

/**
 * A banned person's appeal (decision 026): one per ban, the ban named by the person and the
 * moment it began (`banned_at`, which a lift and a new ban change), so a second ban may be
 * appealed again. It keeps the ban as the admin gave it (the audit entry, the admin's name and
 * note), for the admin who answers; `answer_note` is what the person is mailed with the answer.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannedAt: timestamp({ withTimezone: true }).notNull(),
    banActionId: uuid(),
    banAdminName: text().notNull().default(''),
    banNote: text().notNull().default(''),
    content: text().notNull(),
    /** The language the person appealed in: the answer is mailed in it. */
    locale: text().notNull().default('en'),
    status: text().$type<AppealStatus>().notNull().default('open'),
    answerNote: text().notNull().default(''),
    answeredById: uuid().references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appeals_one_per_ban_key').on(t.userId, t.bannedAt),
    index('appeals_open_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    index('appeals_answered_idx')
      .on(t.answeredAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'open'`),
    check('appeals_status_check', sql`${t.status} in (${inList(APPEAL_STATUSES)})`),
    check('appeals_answered_shape', sql`(${t.status} = 'open') = (${t.answeredAt} is null)`),
    check(
      'appeals_content_length',
      sql`char_length(${t.content}) between 1 and ${sql.raw(String(APPEAL_CONTENT_MAX))}`,
    ),
    check(
      'appeals_note_length',
      sql`char_length(${t.answerNote}) <= ${sql.raw(String(MODERATION_NOTE_MAX))}`,
    ),
  ],
)
