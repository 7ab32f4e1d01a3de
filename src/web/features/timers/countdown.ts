export interface TimeLeft {
  days: number
  hours: number
  minutes: number
  isExpired: boolean
}

const MINUTE = 60_000

/** What a countdown shows: whole days, hours and minutes left, rounded down; zero once over. */
export function timeLeft(expiresAt: string | Date, now: number): TimeLeft {
  const end = typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime()
  const left = end - now
  if (left <= 0) return { days: 0, hours: 0, minutes: 0, isExpired: true }
  const minutes = Math.floor(left / MINUTE)
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
    isExpired: false,
  }
}

/** How long until the shown minute changes (to redraw exactly then). */
export function untilNextMinute(expiresAt: string, now: number): number {
  const left = Date.parse(expiresAt) - now
  const remainder = left % MINUTE
  return left <= 0 ? Number.POSITIVE_INFINITY : remainder === 0 ? MINUTE : remainder
}
