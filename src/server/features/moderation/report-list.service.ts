import { sql } from 'drizzle-orm'
import type { UserSummary } from '../../../shared/books'
import type {
  AuditEntry,
  OpenReportCounts,
  Report,
  ReportListQuery,
  ReportOutcome,
  ReportPage,
  ReportReason,
  ReportStatus,
  ReportTarget,
} from '../../../shared/moderation'
import type { Page, PageQuery } from '../../../shared/pagination'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { keyset } from '../../lib/keyset'
import { summaryJson } from '../../records/user-summary'

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

interface ReportRow {
  id: string
  target_type: ReportTarget
  target_id: string
  target_label: string
  target_preview: string
  reason: ReportReason
  content: string
  status: ReportStatus
  outcome: ReportOutcome | null
  note: string
  resolved_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
  reporter: UserSummary | null
  resolver: UserSummary | null
  owner: UserSummary | null
  owner_banned_at: Date | string | null
  /** The post or book as it is now: null once deleted. */
  live: { slug: string; bannedAt: string | null; visibility: 'public' | 'private' | null } | null
  report_count: string | number
}

function linkOf(row: ReportRow): string | null {
  if (row.target_type === 'user') return row.owner ? `/id/${row.target_id}` : null
  if (!row.live) return null
  // A comment lives in its post's thread.
  return row.target_type === 'book' ? `/books/${row.live.slug}` : `/posts/${row.live.slug}`
}

function toReport(row: ReportRow): Report {
  const isUser = row.target_type === 'user'
  return {
    id: row.id,
    target: {
      type: row.target_type,
      id: row.target_id,
      label: row.target_label,
      preview: row.target_preview,
      link: linkOf(row),
      owner: row.owner,
      ownerBannedAt: iso(row.owner_banned_at),
      bannedAt: isUser ? null : iso(row.live?.bannedAt ?? null),
      isDeleted: isUser ? row.owner === null : row.live === null,
      visibility: row.live?.visibility ?? null,
      reportCount: Number(row.report_count),
    },
    reporter: row.reporter,
    reason: row.reason,
    content: row.content,
    status: row.status,
    outcome: row.outcome,
    note: row.note,
    resolvedBy: row.resolver,
    resolvedAt: iso(row.resolved_at),
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
  }
}

async function openCounts(db: Db): Promise<OpenReportCounts> {
  const rows = await rowsOf<{ target_type: ReportTarget; count: string | number }>(
    db,
    sql`select target_type, count(*) as count from reports where status = 'open' group by target_type`,
  )
  const counts: OpenReportCounts = { user: 0, post: 0, book: 0, comment: 0 }
  for (const row of rows) counts[row.target_type] = Number(row.count)
  return counts
}

/**
 * One kind of report, open ones newest first or resolved ones most recently resolved first
 * (each from its partial index), with the target as it is now and as it was reported.
 */
export async function listReports(db: Db, query: ReportListQuery): Promise<ReportPage> {
  const status = query.status ?? 'open'
  const at = status === 'open' ? sql`r.created_at` : sql`r.resolved_at`
  const paged = keyset({
    cursor: query.cursor,
    limit: query.limit ?? 20,
    by: 'time',
    columns: [at, sql`r.id`],
    keyOf: (row: ReportRow) => [iso(status === 'open' ? row.created_at : row.resolved_at) as string, row.id],
  })
  const live = sql`case r.target_type
      when 'post' then (select json_build_object('slug', p.slug, 'bannedAt', p.banned_at, 'visibility', null)
        from posts p where p.id = r.target_id)
      when 'book' then (select json_build_object('slug', b.slug, 'bannedAt', b.banned_at, 'visibility', b.visibility)
        from books b where b.id = r.target_id)
      when 'comment' then (select json_build_object('slug', p.slug, 'bannedAt', null, 'visibility', null)
        from comments c join posts p on p.id = c.post_id where c.id = r.target_id and c.deleted_at is null)
    end`
  const rows = await rowsOf<ReportRow>(
    db,
    sql`select r.id, r.target_type, r.target_id, r.target_label, r.target_preview, r.reason, r.content,
          r.status, r.outcome, r.note, r.resolved_at, r.created_at, r.updated_at,
          ${summaryJson('rep')} as reporter, ${summaryJson('res')} as resolver, ${summaryJson('o')} as owner,
          o.banned_at as owner_banned_at, ${live} as live,
          (select count(*) from reports x where x.target_type = r.target_type and x.target_id = r.target_id) as report_count
        from reports r
        left join users rep on rep.id = r.reporter_id
        left join users res on res.id = r.resolved_by_id
        left join users o on o.id = r.target_user_id
        where r.target_type = ${query.targetType} and r.status = ${status}
          ${paged.where ? sql`and ${paged.where}` : sql``}
        order by ${sql.join(paged.orderBy, sql`, `)}
        limit ${paged.take}`,
  )
  return { ...paged.page(rows, toReport), openCounts: await openCounts(db) }
}

interface AuditRow {
  id: string
  admin: UserSummary | null
  admin_name: string
  action: AuditEntry['action']
  target_type: AuditEntry['targetType']
  target_id: string | null
  target_label: string
  note: string
  created_at: Date | string
}

/** The audit log, newest first. */
export async function listAudit(db: Db, query: PageQuery): Promise<Page<AuditEntry>> {
  const paged = keyset({
    cursor: query.cursor,
    limit: query.limit,
    by: 'time',
    columns: [sql`a.created_at`, sql`a.id`],
    keyOf: (row: AuditRow) => [iso(row.created_at) as string, row.id],
  })
  const rows = await rowsOf<AuditRow>(
    db,
    sql`select a.id, ${summaryJson('u')} as admin, a.admin_name, a.action, a.target_type, a.target_id,
          a.target_label, a.note, a.created_at
        from admin_actions a left join users u on u.id = a.admin_id
        ${paged.where ? sql`where ${paged.where}` : sql``}
        order by ${sql.join(paged.orderBy, sql`, `)}
        limit ${paged.take}`,
  )
  return paged.page(rows, (row) => ({
    id: row.id,
    admin: row.admin,
    adminName: row.admin_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    note: row.note,
    createdAt: iso(row.created_at) as string,
  }))
}
