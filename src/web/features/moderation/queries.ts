import type { ReportStatus, ReportTarget } from '../../../shared/moderation-constants'
import { api, unwrap } from '../../lib/api'
import { pagedQueryOptions } from '../../lib/paged'

export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (targetType: ReportTarget, status: ReportStatus) =>
    [...moderationKeys.all, 'reports', targetType, status] as const,
  audit: () => [...moderationKeys.all, 'audit'] as const,
}

export const reportsOptions = (targetType: ReportTarget, status: ReportStatus) =>
  pagedQueryOptions(moderationKeys.reports(targetType, status), (page) =>
    unwrap(api.admin.reports.$get({ query: { targetType, status, ...page } })),
  )

export const auditOptions = () =>
  pagedQueryOptions(moderationKeys.audit(), (page) => unwrap(api.admin.audit.$get({ query: page })), 10)
