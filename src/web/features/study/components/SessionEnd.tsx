import { CheckCircleIcon, InboxIcon } from '@heroicons/react/24/outline'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { StudyBook } from '../../../../shared/study'
import { RATINGS } from '../../../../shared/study-constants'
import { formatDate, formatDay } from '../../../lib/date'
import { formatDuration } from '../interval'
import { type SessionEntry, sessionSummary } from '../session'

interface SessionEndProps {
  log: readonly SessionEntry[]
  nextDueAt: string | null
  /** More cards wait beyond today's limits. */
  limitReached: boolean
  /** Nothing left today: the day (in my zone) the next card is due. */
  nextDueDay: string | null
  /** The book studied (`?bookId=`), null for all of my books. */
  book: StudyBook | null
  onCheckAgain(): void
}

/** The end of a session: what was done, or that nothing was due; and when more cards come back. */
export function SessionEnd({
  log,
  nextDueAt,
  limitReached,
  nextDueDay,
  book,
  onCheckAgain,
}: SessionEndProps) {
  const { t, i18n } = useTranslation()
  const summary = sessionSummary(log)
  const comeBack = nextDueAt && (
    <div className="flex flex-col items-center gap-2">
      <p data-testid="next-due">
        {t('study.back-at', { time: formatDate(nextDueAt, i18n.language, 'time') })}
      </p>
      <button type="button" className="btn btn-sm min-h-11" onClick={onCheckAgain}>
        {t('study.check-again')}
      </button>
    </div>
  )
  // Cards wait, held back by today's limits: not a reason to go looking for books.
  const limitNote = limitReached && (
    <div className="flex flex-col items-center gap-2" data-testid="limit-reached">
      <p className="max-w-md text-base-content/70">{t('study.limit-reached')}</p>
      <Link to="/setting" hash="study-settings" className="btn btn-sm min-h-11">
        {t('study.change-limits')}
      </Link>
    </div>
  )
  const nextDay = nextDueDay && (
    <p className="max-w-md text-base-content/70" data-testid="next-due-day">
      {t('study.next-due-day', { date: formatDay(nextDueDay, i18n.language) })}
    </p>
  )
  // Nothing rated in one book's session: that book has nothing due (or is not in my list).
  if (summary.reviewed === 0 && book && !limitReached)
    return (
      <section className="flex flex-col items-center gap-4 rounded-box bg-base-200 px-4 py-10 text-center">
        {book.studying ? (
          <CheckCircleIcon className="size-10 text-success" aria-hidden="true" />
        ) : (
          <InboxIcon className="size-10 text-base-content/70" aria-hidden="true" />
        )}
        <h1 className="text-xl font-bold">
          {t(book.studying ? 'study.book-empty-heading' : 'study.not-studying-heading', {
            title: book.title,
          })}
        </h1>
        {!book.studying ? (
          <p className="max-w-md text-base-content/70">{t('study.not-studying-text')}</p>
        ) : (
          nextDay ||
          (!nextDueAt && <p className="max-w-md text-base-content/70">{t('study.book-no-points')}</p>)
        )}
        {comeBack}
        <Link to="/books/$id" params={{ id: book.slug }} className="btn btn-primary min-h-11">
          {t('study.back-to-book')}
        </Link>
      </section>
    )
  // Nothing rated: the day's limits reached, nothing due before a later day, or nothing to
  // study at all (find a book).
  if (summary.reviewed === 0)
    return (
      <section className="flex flex-col items-center gap-4 rounded-box bg-base-200 px-4 py-10 text-center">
        {limitReached ? (
          <CheckCircleIcon className="size-10 text-success" aria-hidden="true" />
        ) : (
          <InboxIcon className="size-10 text-base-content/70" aria-hidden="true" />
        )}
        <h1 className="text-xl font-bold">
          {t(limitReached ? 'study.limit-heading' : 'study.empty-heading')}
        </h1>
        {limitNote || nextDay || <p className="max-w-md text-base-content/70">{t('study.empty-text')}</p>}
        {comeBack}
        {!limitReached && (
          <Link to="/explore" className="btn btn-primary min-h-11">
            {t('study.explore')}
          </Link>
        )}
      </section>
    )
  return (
    <section
      className="flex flex-col items-center gap-5 rounded-box bg-base-200 px-4 py-8 text-center"
      data-testid="study-finished"
    >
      <CheckCircleIcon className="size-12 text-success" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('study.finished-heading')}</h1>
      <p className="text-lg">{t('study.reviewed', { count: summary.reviewed })}</p>
      <dl className="grid w-full max-w-md grid-cols-4 gap-2">
        {RATINGS.map((rating) => (
          <div key={rating} className="flex flex-col rounded-box bg-base-100 px-1 py-2">
            <dt className="text-xs text-base-content/70">{t(`study.rating.${rating}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`rated-${rating}`}>
              {summary.byRating[rating]}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="flex flex-col items-center">
        <dt className="text-sm text-base-content/70">{t('study.time-spent')}</dt>
        <dd className="text-lg font-semibold tabular-nums" data-testid="time-spent">
          {formatDuration(summary.durationMs, t)}
        </dd>
      </dl>
      {limitNote}
      {comeBack}
      {nextDay}
      <Link to="/mine" className="btn min-h-11">
        {t('study.to-mine')}
      </Link>
    </section>
  )
}
