import { useTranslation } from 'react-i18next'
import { formatDay } from '../../../lib/date'

/** Cards due each of the next 30 days, as bars (today's includes the overdue ones). */
export function Forecast({ days }: { days: readonly { date: string; count: number }[] }) {
  const { t, i18n } = useTranslation()
  const highest = Math.max(1, ...days.map((day) => day.count))
  const short = (date: string) => formatDay(date, i18n.language, { month: 'short', day: 'numeric' })
  const first = days[0]
  const last = days.at(-1)
  const sum = (count: number) => days.slice(0, count).reduce((total, day) => total + day.count, 0)
  // The numbers a phone cannot hover for: a bar's own count is in its title and its sr-only label.
  const totals = [
    { key: 'today', count: sum(1) },
    { key: 'tomorrow', count: days[1]?.count ?? 0 },
    { key: 'week', count: sum(7) },
    { key: 'month', count: sum(30) },
  ] as const
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">{t('study.stats.forecast')}</figcaption>
      <dl
        className="grid grid-cols-[repeat(auto-fit,minmax(6rem,1fr))] gap-2 text-sm"
        data-testid="forecast-totals"
      >
        {totals.map(({ key, count }) => (
          <div key={key} className="flex flex-col">
            <dt className="text-xs text-base-content/70">{t(`study.stats.forecast-${key}`)}</dt>
            <dd className="font-semibold tabular-nums">{count.toLocaleString(i18n.language)}</dd>
          </div>
        ))}
      </dl>
      <div className="flex gap-1">
        {/* The scale: the highest bar's count, beside its top. */}
        <span
          className="text-xs text-base-content/70 tabular-nums"
          aria-hidden="true"
          data-testid="forecast-scale"
        >
          {highest.toLocaleString(i18n.language)}
        </span>
        <ol className="flex h-24 flex-1 items-end gap-px border-b border-base-300" data-testid="forecast">
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
      </div>
      {first && last && (
        <div className="flex justify-between text-xs text-base-content/70" aria-hidden="true">
          <span>{short(first.date)}</span>
          <span>{short(last.date)}</span>
        </div>
      )}
    </figure>
  )
}
