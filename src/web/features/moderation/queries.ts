import type { ReportStatus, ReportTarget } from '../../../shared/moderation-constants'
import { api, unwrap } from '../../lib/api'
import { pagedQueryOptions } from '../../lib/paged'

/** The admin page of each kind of report. */
export const REPORT_LIST_PATHS = {
  user: '/reports/users',
  post: '/reports/posts',
  book: '/reports/books',
  comment: '/reports/comments',
} as const

export const moderationKeys = {
  all: ['moderation'] as const,
  reportLists: () => [...moderationKeys.all, 'reports'] as const,
  reports: (targetType: ReportTarget, status: ReportStatus) =>
    [...moderationKeys.reportLists(), targetType, status] as const,
  audit: () => [...moderationKeys.all, 'audit'] as const,
  appeals: (status: 'open' | 'answered') => [...moderationKeys.all, 'appeals', status] as const,
}

export const reportsOptions = (targetType: ReportTarget, status: ReportStatus) =>
  pagedQueryOptions(moderationKeys.reports(targetType, status), (page) =>
    unwrap(api.admin.reports.$get({ query: { targetType, status, ...page } })),
  )

export const auditOptions = () =>
  pagedQueryOptions(moderationKeys.audit(), (page) => unwrap(api.admin.audit.$get({ query: page })), 10)

/** The appeals of bans (decision 026): open ones oldest first, answered ones latest first. */
export const appealsOptions = (status: 'open' | 'answered') =>
  pagedQueryOptions(moderationKeys.appeals(status), (page) =>
    unwrap(api.admin.appeals.$get({ query: { status, ...page } })),
  )
