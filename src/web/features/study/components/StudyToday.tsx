import { AcademicCapIcon } from '@heroicons/react/24/outline'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { QueryStatus } from '../../../ui/QueryStatus'
import { todayOptions } from '../queries'

/**
 * On home and /mine, first: how many cards are due today and how many are new, and Start; with
 * no cards at all, where cards come from and the way to find a book (not "All done for today").
 */
export function StudyToday() {
  const { t } = useTranslation()
  const query = useQuery(todayOptions)
  const today = query.data
  const counts = today?.counts
  const due = counts ? counts.learning + counts.review : 0
  const isEmpty = today !== undefined && !today.hasCards
  const isDone = counts !== undefined && !isEmpty && due + counts.new === 0
  return (
    <section
      aria-labelledby="study-today"
      className="card bg-primary/10 ring-1 ring-primary/30"
      data-testid="study-today"
    >
      <div className="card-body flex-row flex-wrap items-center gap-4 p-4">
        <AcademicCapIcon className="size-8 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex min-w-0 grow basis-40 flex-col gap-1">
          <h2 id="study-today" className="text-lg font-semibold">
            {t('study.today.heading')}
          </h2>
          {!counts ? (
            <QueryStatus query={query} failed={t('study.today.load-failed')} />
          ) : isEmpty ? (
            <p className="text-sm text-base-content/70" data-testid="today-empty">
              {t('study.today.nothing')} {t('study.empty-text')}
            </p>
          ) : (
            <dl className="flex flex-wrap gap-x-4 text-sm">
              <div className="flex flex-none items-baseline gap-1">
                <dt className="text-base-content/70">{t('study.today.due')}</dt>
                <dd className="text-lg font-semibold tabular-nums text-success" data-testid="today-due">
                  {due}
                </dd>
              </div>
              <div className="flex flex-none items-baseline gap-1">
                <dt className="text-base-content/70">{t('study.today.new')}</dt>
                <dd className="text-lg font-semibold tabular-nums text-info" data-testid="today-new">
                  {counts.new}
                </dd>
              </div>
            </dl>
          )}
          {isDone && <p className="text-sm text-base-content/70">{t('study.today.all-done')}</p>}
        </div>
        {isEmpty ? (
          <Link to="/explore" className="btn btn-primary min-h-11">
            {t('study.explore')}
          </Link>
        ) : (
          counts &&
          !isDone && (
            <Link to="/study" className="btn btn-primary min-h-11">
              {t('study.today.start')}
            </Link>
          )
        )}
      </div>
    </section>
  )
}
