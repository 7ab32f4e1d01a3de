import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportStatus, ReportTarget } from '../../../../shared/moderation-constants'
import { REPORT_STATUSES, REPORT_TARGETS } from '../../../../shared/moderation-constants'
import { onTabListKeyDown, tabStop } from '../../../lib/tab-keys'
import { LoadMore } from '../../../ui/LoadMore'
import { QueryStatus } from '../../../ui/QueryStatus'
import { REPORT_LIST_PATHS, reportsOptions } from '../queries'
import { ReportRow } from './ReportRow'

/** /reports/users, /posts and /books: open reports first, then the resolved ones. */
export function ReportsPage({ targetType }: { targetType: ReportTarget }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<ReportStatus>('open')
  const reports = useInfiniteQuery(reportsOptions(targetType, status))
  const items = reports.data?.pages.flatMap((page) => page.items) ?? []
  const counts = reports.data?.pages[0]?.openCounts
  return (
    <div className="flex flex-col gap-4">
      <nav className="flex flex-wrap items-center gap-2" aria-label={t('admin.open-reports')}>
        <Link to="/admin" className="btn btn-ghost btn-sm">
          {t('admin.admin-heading')}
        </Link>
        {REPORT_TARGETS.map((type) => (
          <Link
            key={type}
            to={REPORT_LIST_PATHS[type]}
            className={`btn btn-sm ${type === targetType ? 'btn-primary' : 'btn-ghost'}`}
          >
            {t(`admin.lists.${type}`)}
            {counts && counts[type] > 0 && <span className="badge badge-sm">{counts[type]}</span>}
          </Link>
        ))}
        <Link to="/admin" hash="appeals" className="btn btn-sm btn-ghost">
          {t('admin.appeals')}
        </Link>
      </nav>
      <h1 className="text-xl font-bold">{t(`admin.lists.${targetType}`)}</h1>
      <div role="tablist" onKeyDown={onTabListKeyDown} className="tabs tabs-box w-fit">
        {REPORT_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            tabIndex={tabStop(status === value)}
            className={`tab ${status === value ? 'tab-active' : ''}`}
            onClick={() => setStatus(value)}
          >
            {t(`admin.status-${value}`)}
          </button>
        ))}
      </div>
      <QueryStatus query={reports} failed={t('admin.load-failed')} />
      {reports.isSuccess && items.length === 0 && (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">
          {status === 'open'
            ? t('admin.empty-open', { kind: t(`admin.kind.${targetType}`) })
            : t('admin.empty-resolved')}
        </p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {items.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      )}
      <LoadMore pager={reports} />
    </div>
  )
}
