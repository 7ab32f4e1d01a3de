/** One place that turns stored times into the reader's language. */
const STYLES = {
  /** 12 Mar 2026 */
  date: { dateStyle: 'medium' },
  /** 12 March 2026 */
  longDate: { dateStyle: 'long' },
  /** 12 Mar 2026, 14:05 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof STYLES

export function formatDate(
  value: string | number | Date,
  language: string,
  style: DateStyle = 'date',
): string {
  return new Intl.DateTimeFormat(language, STYLES[style]).format(new Date(value))
}

/** "in 30 seconds", "in 2 minutes": when to try again, in the reader's language. */
export function retryWhen(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (seconds < 60) return format.format(seconds, 'second')
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute')
  return format.format(Math.ceil(seconds / 3600), 'hour')
}
