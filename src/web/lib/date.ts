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
