import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Report } from '../../../../shared/moderation'
import { plainText } from '../../../../shared/plain-text'
import { formatDate } from '../../../lib/date'
import { useModerationAction } from '../use-moderation'

/** One report: what was reported and by whom, and what an admin can do about it. */
export function ReportRow({ report }: { report: Report }) {
  const { t, i18n } = useTranslation()
  const { act, isPending } = useModerationAction()
  const { target } = report
  const owner = target.owner
  const isOwnerBanned = target.ownerBannedAt !== null
  const contentKind = target.type === 'user' ? null : target.type
  const isOpen = report.status === 'open'
  const ownerName = owner?.name ?? target.label
  // Markdown (a post, a book's description, a bio) as the words it reads as (reports filed before
  // the server kept plain text), without loading the renderer into this page.
  const preview = plainText(target.preview)
  return (
    <li className="card bg-base-100 ring-1 ring-base-300">
      <div className="card-body gap-2 p-4">
        <h2 className="min-w-0 font-semibold [overflow-wrap:anywhere]">
          {target.link ? (
            <Link to={target.link} className="link link-hover">
              {target.label}
            </Link>
          ) : (
            target.label
          )}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {target.isDeleted && (
            <span className="badge badge-ghost badge-sm">{t('admin.target-deleted')}</span>
          )}
          {target.bannedAt && <span className="badge badge-error badge-sm">{t('admin.target-banned')}</span>}
          {isOwnerBanned && (
            <span className="badge badge-error badge-outline badge-sm">
              {target.type === 'user' ? t('admin.target-banned') : t('admin.owner-banned')}
            </span>
          )}
          {target.visibility === 'private' && (
            <span className="badge badge-ghost badge-sm">{t('admin.private')}</span>
          )}
          <span className="badge badge-neutral badge-sm">
            {t('admin.report-count', { count: target.reportCount })}
          </span>
        </div>
        {preview && (
          <p className="line-clamp-3 text-sm text-base-content/70 break-words [overflow-wrap:anywhere]">
            {preview}
          </p>
        )}
        {contentKind && owner && (
          <p className="text-sm">
            <Link to="/id/$id" params={{ id: owner.id }} className="link link-hover">
              {owner.name} @{owner.username}
            </Link>
          </p>
        )}
        <div className="rounded-box bg-base-200 p-3 text-sm">
          <p className="mb-1 flex flex-wrap gap-x-2 text-base-content/70">
            <span className="font-medium text-base-content">{t(`moderation.reasons.${report.reason}`)}</span>
            <span>
              {t('admin.reported-by', {
                name: report.reporter?.name ?? t('admin.deleted-account'),
              })}
            </span>
            <time dateTime={report.createdAt}>{formatDate(report.createdAt, i18n.language, 'dateTime')}</time>
          </p>
          <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{report.content}</p>
        </div>
        {!isOpen && report.outcome && (
          <p className="text-sm text-base-content/70 break-words">
            {t('admin.resolved-by', {
              outcome: t(`admin.outcome.${report.outcome}`),
              name: report.resolvedBy?.name ?? t('admin.deleted-account'),
            })}
            {report.resolvedAt && ` · ${formatDate(report.resolvedAt, i18n.language, 'dateTime')}`}
            {report.note && ` · ${report.note}`}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {isOpen && (
            <button
              type="button"
              className="btn btn-sm"
              disabled={isPending}
              onClick={() =>
                void act(
                  { kind: 'dismiss', reportId: report.id },
                  t('admin.confirm.dismiss', {
                    name: report.reporter?.name ?? t('admin.deleted-account'),
                    title: target.label,
                  }),
                )
              }
            >
              {t('admin.action.dismiss')}
            </button>
          )}
          {owner && (
            <button
              type="button"
              className={`btn btn-sm ${isOwnerBanned ? '' : 'btn-error btn-outline'}`}
              disabled={isPending}
              onClick={() => {
                const kind = isOwnerBanned ? 'unban-user' : 'ban-user'
                void act({ kind, userId: owner.id }, t(`admin.confirm.${kind}`, { name: ownerName }))
              }}
            >
              {t(isOwnerBanned ? 'admin.action.unban-user' : 'admin.action.ban-user')}
            </button>
          )}
          {contentKind === 'comment' && !target.isDeleted && (
            <button
              type="button"
              className="btn btn-sm btn-error"
              disabled={isPending}
              onClick={() =>
                void act(
                  { kind: 'delete-content', content: 'comment', id: target.id },
                  t('admin.confirm.delete-comment', { title: target.label }),
                )
              }
            >
              {t('admin.action.delete-comment')}
            </button>
          )}
          {contentKind && contentKind !== 'comment' && !target.isDeleted && (
            <>
              <button
                type="button"
                className={`btn btn-sm ${target.bannedAt ? '' : 'btn-error btn-outline'}`}
                disabled={isPending}
                onClick={() => {
                  const kind = target.bannedAt ? 'unban-content' : 'ban-content'
                  void act(
                    { kind, content: contentKind, id: target.id },
                    t(`admin.confirm.${kind}`, { kind: t(`admin.kind.${contentKind}`), title: target.label }),
                  )
                }}
              >
                {t(`admin.action.${target.bannedAt ? 'unban' : 'ban'}-${contentKind}`)}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-error"
                disabled={isPending}
                onClick={() =>
                  void act(
                    { kind: 'delete-content', content: contentKind, id: target.id },
                    t('admin.confirm.delete-content', {
                      kind: t(`admin.kind.${contentKind}`),
                      title: target.label,
                    }),
                  )
                }
              >
                {t(`admin.action.delete-${contentKind}`)}
              </button>
            </>
          )}
        </div>
      </div>
    </li>
  )
}
