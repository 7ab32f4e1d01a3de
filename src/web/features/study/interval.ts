import type { TFunction } from 'i18next'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Anki's month and year: a twelfth of a year, and 365 days. */
const MONTH = (365 / 12) * DAY
const YEAR = 365 * DAY

export type IntervalUnit = 'under-minute' | 'minutes' | 'hours' | 'days' | 'months' | 'years'

/**
 * An interval as Anki labels its answer buttons: under a minute as `<1m`; minutes, hours and days
 * rounded to whole units; months and years to one decimal (`1.2mo`, `2y`).
 */
export function intervalParts(seconds: number): { unit: IntervalUnit; value: number } {
  if (seconds < MINUTE) return { unit: 'under-minute', value: 1 }
  if (seconds < HOUR) return { unit: 'minutes', value: Math.round(seconds / MINUTE) }
  if (seconds < DAY) return { unit: 'hours', value: Math.round(seconds / HOUR) }
  if (seconds < MONTH) return { unit: 'days', value: Math.round(seconds / DAY) }
  if (seconds < YEAR) return { unit: 'months', value: Math.round((seconds / MONTH) * 10) / 10 }
  return { unit: 'years', value: Math.round((seconds / YEAR) * 10) / 10 }
}

/** The short label in the reader's language: `10m`, `10分钟`, `10分`. */
export function formatInterval(seconds: number, t: TFunction, language: string): string {
  const { unit, value } = intervalParts(seconds)
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)
  return t(`study.interval.${unit}`, { value: number })
}

/** Time spent, as minutes and seconds (or seconds alone under a minute). */
export function formatDuration(ms: number, t: TFunction): string {
  const total = Math.max(0, Math.round(ms / 1000))
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  return minutes > 0
    ? t('study.duration.minutes', { minutes, seconds })
    : t('study.duration.seconds', { seconds })
}
