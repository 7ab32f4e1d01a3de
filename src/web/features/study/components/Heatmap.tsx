import { useEffect, useId, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDay } from '../../../lib/date'
import { addDays, type HeatLevel, heatmapGrid } from '../heatmap'

const LEVEL_CLASS: Record<HeatLevel, string> = {
  0: 'bg-base-300',
  1: 'bg-success/30',
  2: 'bg-success/55',
  3: 'bg-success/80',
  4: 'bg-success',
}
/** Squares fill their week's column: the year fits a wide screen and scrolls on a phone. */
const CELL = 'aspect-square w-full min-w-2.5 rounded-[3px]'
/** Rows of the grid: the month labels, then Sunday to Saturday. */
const WEEKDAY_LABELS = [1, 3, 5]
/** A Sunday, to name the weekdays in the reader's language. */
const SUNDAY = '2023-01-01'

interface HeatmapProps {
  today: string
  days: readonly { date: string; count: number }[]
}

/**
 * A year of reviews as GitHub draws contributions: a column per week, a square per day, darker
 * with more reviews (by quartile); today's square is marked. Scrolls sideways on a phone, ending
 * on today.
 */
export function Heatmap({ today, days }: HeatmapProps) {
  const { t, i18n } = useTranslation()
  const captionId = useId()
  const grid = useMemo(() => heatmapGrid(today, days), [today, days])
  const scroller = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = scroller.current
    if (element) element.scrollLeft = element.scrollWidth
  }, [])
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' })
  const weekday = (index: number) => formatDay(addDays(SUNDAY, index), i18n.language, { weekday: 'short' })
  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium">
        {t('study.stats.heatmap')}
      </figcaption>
      <section
        ref={scroller}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls is reached by keyboard to scroll it
        tabIndex={0}
        className="overflow-x-auto p-1"
        data-testid="heatmap"
      >
        <div
          className="grid min-w-max gap-[2px] text-[0.625rem] leading-3 text-base-content/70 sm:min-w-0"
          style={{ gridTemplateColumns: `auto repeat(${grid.weeks.length}, minmax(0.625rem, 1fr))` }}
        >
          {grid.months.map(({ week, month: index }) => (
            <span
              key={week}
              aria-hidden="true"
              data-testid="heatmap-month"
              // A label in the last columns ends at the grid's edge, not past it (out of view).
              className={`whitespace-nowrap ${week >= grid.weeks.length - 2 ? 'justify-self-end' : ''}`}
              style={{
                gridColumn: week >= grid.weeks.length - 2 ? `span 3 / ${grid.weeks.length + 2}` : week + 2,
                gridRow: 1,
              }}
            >
              {month.format(Date.UTC(2023, index, 1))}
            </span>
          ))}
          {WEEKDAY_LABELS.map((index) => (
            <span
              key={index}
              aria-hidden="true"
              className="pr-1"
              style={{ gridColumn: 1, gridRow: index + 2 }}
            >
              {weekday(index)}
            </span>
          ))}
          {grid.weeks.flatMap((column, week) =>
            column.map((day, index) => {
              if (!day) return null
              const label = t('study.stats.day', { date: day.date, count: day.count })
              return (
                <span
                  key={day.date}
                  role="img"
                  aria-label={label}
                  title={label}
                  className={`${CELL} ${LEVEL_CLASS[day.level]} ${day.isToday ? 'ring-2 ring-base-content/70 ring-offset-1 ring-offset-base-100' : ''}`}
                  style={{ gridColumn: week + 2, gridRow: index + 2 }}
                  data-date={day.date}
                  data-count={day.count}
                  data-level={day.level}
                  data-today={day.isToday || undefined}
                />
              )
            }),
          )}
        </div>
      </section>
      <div className="flex items-center justify-end gap-1 text-xs text-base-content/70" aria-hidden="true">
        <span>{t('study.stats.less')}</span>
        {([0, 1, 2, 3, 4] as const).map((level) => (
          <span key={level} className={`size-2.5 rounded-[3px] ${LEVEL_CLASS[level]}`} />
        ))}
        <span>{t('study.stats.more')}</span>
      </div>
    </figure>
  )
}
