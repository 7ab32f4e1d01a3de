import { useTranslation } from 'react-i18next'
import { formatDay } from '../../../lib/date'

/** Cards due each of the next 30 days, as bars (today's includes the overdue ones). */
export function Forecast({ days }: { days: readonly { date: string; count: number }[] }) {
  const { t, i18n } = useTranslation()
  const highest = Math.max(1, ...days.map((day) => day.count))
  const short = (date: string) => formatDay(date, i18n.language, { month: 'short', day: 'numeric' })
  const first = days[0]
  const last = days.at(-1)
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">{t('study.stats.forecast')}</figcaption>
      <ol className="flex h-24 items-end gap-px border-b border-base-300" data-testid="forecast">
        {days.map((day) => {
          const label = t('study.stats.forecast-day', {
            date: formatDay(day.date, i18n.language),
            count: day.count,
          })
          return (
            <li key={day.date} className="flex h-full flex-1 items-end" title={label}>
              <span className="sr-only">{label}</span>
              <span
                aria-hidden="true"
                className="w-full rounded-t-sm bg-primary/70"
                style={{ height: `${(day.count / highest) * 100}%` }}
              />
            </li>
          )
        })}
      </ol>
      {first && last && (
        <div className="flex justify-between text-xs text-base-content/70" aria-hidden="true">
          <span>{short(first.date)}</span>
          <span>{short(last.date)}</span>
        </div>
      )}
    </figure>
  )
}
