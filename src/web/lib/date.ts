/** One place that turns stored times into the reader's language. */
const STYLES = {
  /** 12 Mar 2026 */
  date: { dateStyle: 'medium' },
  /** 12 March 2026 */
  longDate: { dateStyle: 'long' },
  /** 12 Mar 2026, 14:05 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 14:05 */
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof STYLES

export function formatDate(
  value: string | number | Date,
  language: string,
  style: DateStyle = 'date',
): string {
  return new Intl.DateTimeFormat(language, STYLES[style]).format(new Date(value))
}

/**
 * A calendar day the server counted in the person's zone (`2026-11-26`): read as that day, not
 * as a moment, so the browser's zone never moves it to the day before.
 */
export function formatDay(
  day: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
}

/** "in 30 seconds", "in 2 minutes": when to try again, in the reader's language. */
export function retryWhen(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (seconds < 60) return format.format(seconds, 'second')
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute')
  return format.format(Math.ceil(seconds / 3600), 'hour')
}
