import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Appeal } from '../../../../shared/appeals'
import { MODERATION_NOTE_MAX } from '../../../../shared/moderation-constants'
import { formatDate } from '../../../lib/date'
import { onTabListKeyDown, tabStop } from '../../../lib/tab-keys'
import { confirmWithNote } from '../../../ui/confirm'
import { LoadMore } from '../../../ui/LoadMore'
import { QueryStatus } from '../../../ui/QueryStatus'
import { toast } from '../../../ui/toast'
import { useAnswerAppeal } from '../mutations'
import { appealsOptions } from '../queries'

const LISTS = ['open', 'answered'] as const

/** The appeals of bans on /admin, each beside the ban it answers; accept or reject. */
export function AppealsSection() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<(typeof LISTS)[number]>('open')
  const appeals = useInfiniteQuery(appealsOptions(status))
  const items = appeals.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <section id="appeals" aria-labelledby="appeals-heading" className="flex flex-col gap-3">
      <h2 id="appeals-heading" className="font-semibold">
        {t('admin.appeals-heading')}
      </h2>
      <div role="tablist" onKeyDown={onTabListKeyDown} className="tabs tabs-box w-fit">
        {LISTS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            tabIndex={tabStop(status === value)}
            className={`tab ${status === value ? 'tab-active' : ''}`}
            onClick={() => setStatus(value)}
          >
            {t(value === 'open' ? 'admin.status-open' : 'admin.status-resolved')}
          </button>
        ))}
      </div>
      <QueryStatus query={appeals} failed={t('admin.load-failed')} />
      {appeals.isSuccess && items.length === 0 && (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">
          {t(status === 'open' ? 'admin.appeal-empty-open' : 'admin.appeal-empty-answered')}
        </p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {items.map((appeal) => (
            <AppealRow key={appeal.id} appeal={appeal} />
          ))}
        </ul>
      )}
      <LoadMore pager={appeals} />
    </section>
  )
}

function AppealRow({ appeal }: { appeal: Appeal }) {
  const { t, i18n } = useTranslation()
  const answer = useAnswerAppeal()
  const name = appeal.user ? `${appeal.user.name} @${appeal.user.username}` : t('admin.deleted-account')
  const handleAnswer = async (accept: boolean) => {
    const question = t(accept ? 'admin.appeal-confirm-accept' : 'admin.appeal-confirm-reject', { name })
    const note = await confirmWithNote(question, t('admin.note-label'), MODERATION_NOTE_MAX)
    if (note === null) return
    await answer.mutateAsync({ id: appeal.id, accept, note })
    toast(t(accept ? 'admin.appeal-done-accept' : 'admin.appeal-done-reject'), 'success')
  }
  return (
    <li className="card bg-base-100 ring-1 ring-base-300" data-testid="appeal">
      <div className="card-body gap-2 p-4">
        <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">
          {appeal.user ? (
            <Link to="/id/$id" params={{ id: appeal.user.id }} className="link link-hover">
              {t('admin.appeal-by', { name })}
            </Link>
          ) : (
            t('admin.appeal-by', { name })
          )}
        </h3>
        <div className="rounded-box bg-base-200 p-3 text-sm">
          <p className="text-base-content/70">
            {t('admin.appeal-ban', {
              date: formatDate(appeal.ban.bannedAt, i18n.language, 'dateTime'),
              admin: appeal.ban.adminName || t('admin.deleted-account'),
            })}
          </p>
          {appeal.ban.note && (
            <p className="break-words [overflow-wrap:anywhere]">
              {t('admin.appeal-ban-note', { note: appeal.ban.note })}
            </p>
          )}
        </div>
        <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{appeal.content}</p>
        <p className="text-xs text-base-content/70">
          <time dateTime={appeal.createdAt}>{formatDate(appeal.createdAt, i18n.language, 'dateTime')}</time>
        </p>
        {appeal.status !== 'open' && (
          <p className="text-sm text-base-content/70 break-words">
            {t('admin.appeal-answered', {
              status: t(`admin.appeal-status-${appeal.status}`),
              name: appeal.answeredBy?.name ?? t('admin.deleted-account'),
            })}
            {appeal.answeredAt && ` · ${formatDate(appeal.answeredAt, i18n.language, 'dateTime')}`}
            {appeal.answerNote && ` · ${appeal.answerNote}`}
          </p>
        )}
        {appeal.status === 'open' && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={answer.isPending}
              onClick={() => void handleAnswer(true)}
            >
              {t('admin.appeal-accept')}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              disabled={answer.isPending}
              onClick={() => void handleAnswer(false)}
            >
              {t('admin.appeal-reject')}
            </button>
          </div>
        )}
      </div>
    </li>
  )
}
