import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { StudyStats } from '../../../../shared/study'
import { STREAK_DAY_REVIEWS } from '../../../../shared/study-constants'
import { Heatmap } from './Heatmap'

/** A figure and what it counts, as one tile. */
export function Tile({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col rounded-box bg-base-100 px-3 py-2 ring-1 ring-base-300">
      <dt className="text-xs text-base-content/70">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

/** The heatmap and the streaks: what my statistics and a public profile both show. */
export function StudyActivity({ stats, children }: { stats: StudyStats; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-4">
      <Heatmap today={stats.today} days={stats.heatmap} />
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,8rem),1fr))] gap-2">
        <Tile label={t('study.stats.current-streak')} testId="streak-current">
          {t('study.stats.days', { count: stats.streak.current })}
        </Tile>
        <Tile label={t('study.stats.longest-streak')} testId="streak-longest">
          {t('study.stats.days', { count: stats.streak.longest })}
        </Tile>
        <Tile label={t('study.stats.reviews-today')} testId="reviews-today">
          {stats.reviewsToday}
        </Tile>
        {children}
      </dl>
      <p className="text-xs text-base-content/70">
        {t('study.stats.streak-rule', { count: STREAK_DAY_REVIEWS })}
      </p>
    </div>
  )
}
