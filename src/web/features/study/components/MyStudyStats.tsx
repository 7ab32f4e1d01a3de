import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryStatus } from '../../../ui/QueryStatus'
import { statsOptions } from '../queries'
import { Forecast } from './Forecast'
import { StudyActivity, Tile } from './StudyActivity'
import { StudyBooks } from './StudyBooks'

/** On /mine, under Study today: my heatmap, streaks, retention, forecast and books. */
export function MyStudyStats() {
  const { t, i18n } = useTranslation()
  const query = useQuery(statsOptions)
  const stats = query.data
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <section aria-labelledby="study-stats" className="flex flex-col gap-4 rounded-box bg-base-200 p-4">
      <h2 id="study-stats" className="text-lg font-semibold">
        {t('study.stats.heading')}
      </h2>
      {!stats ? (
        <QueryStatus query={query} failed={t('study.stats.load-failed')} />
      ) : (
        <>
          <StudyActivity stats={stats}>
            <Tile label={t('study.stats.total-reviews')} testId="total-reviews">
              {stats.totalReviews}
            </Tile>
            <Tile label={t('study.stats.retention')} testId="retention">
              {stats.retention.share === null ? '—' : percent.format(stats.retention.share)}
              {stats.retention.reviews > 0 && (
                <span className="block text-xs font-normal text-base-content/70">
                  {t('study.stats.retention-reviews', { count: stats.retention.reviews })}
                </span>
              )}
            </Tile>
          </StudyActivity>
          <Forecast days={stats.forecast} />
          <StudyBooks books={stats.books ?? []} />
        </>
      )}
    </section>
  )
}
