// Dates here are the server's calendar days ('YYYY-MM-DD' in the person's zone): they are read
// and stepped as UTC midnights, so the browser's own zone never shifts a day.
const DAY_MS = 24 * 60 * 60 * 1000

export const toDayMs = (date: string): number => Date.parse(`${date}T00:00:00Z`)
export const toDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
export const addDays = (date: string, days: number): string => toDate(toDayMs(date) + days * DAY_MS)

export type HeatLevel = 0 | 1 | 2 | 3 | 4

export interface HeatmapDay {
  date: string
  count: number
  level: HeatLevel
  isToday: boolean
}

export interface HeatmapGrid {
  /** Columns of seven days, Sunday first; null where a column reaches outside the span. */
  weeks: (HeatmapDay | null)[][]
  /** The columns where a month begins, for the labels above them (month 0–11). */
  months: { week: number; month: number }[]
}

/**
 * A day's level among the days with reviews, by quartile: the share of those days with as many
 * reviews or fewer, in quarters (the busiest days are 4, a lone day of reviews too); none is 0.
 */
export function heatLevels(counts: readonly number[]): (count: number) => HeatLevel {
  const sorted = counts.filter((count) => count > 0).sort((a, b) => a - b)
  // Ascending, so equal counts end with the share of the last of them.
  const levels = new Map<number, HeatLevel>()
  sorted.forEach((count, index) => {
    levels.set(count, Math.max(1, Math.ceil((4 * (index + 1)) / sorted.length)) as HeatLevel)
  })
  return (count) => levels.get(count) ?? 0
}

/** The `span` days ending `today`, laid out as GitHub's contribution grid: weeks × 7 days. */
export function heatmapGrid(
  today: string,
  days: readonly { date: string; count: number }[],
  span = 365,
): HeatmapGrid {
  const counts = new Map(days.map((day) => [day.date, day.count]))
  const levelOf = heatLevels(days.map((day) => day.count))
  const first = addDays(today, -(span - 1))
  const start = addDays(first, -new Date(toDayMs(first)).getUTCDay())
  const weeks: (HeatmapDay | null)[][] = []
  const months: { week: number; month: number }[] = []
  for (let date = start, index = 0; date <= today; date = addDays(date, 1), index++) {
    const week = Math.floor(index / 7)
    if (index % 7 === 0) weeks.push([])
    const column = weeks[week] ?? []
    if (date < first) {
      column.push(null)
      continue
    }
    const count = counts.get(date) ?? 0
    column.push({ date, count, level: levelOf(count), isToday: date === today })
  }
  // A label above each column whose first day starts a month other than the column before's.
  let previous = -1
  weeks.forEach((column, week) => {
    const day = column.find((cell) => cell !== null)
    const month = day ? new Date(toDayMs(day.date)).getUTCMonth() : previous
    if (week > 0 && month !== previous) months.push({ week, month })
    previous = month
  })
  // This month is named too before its first Sunday comes (the 1st to the 6th can be in the last
  // column alone, whose first day is last month's): the column where it began (issue 44).
  const current = new Date(toDayMs(today)).getUTCMonth()
  if (months.at(-1)?.month !== current) {
    const week = weeks.findIndex((column) => column.some((day) => day?.date === `${today.slice(0, 7)}-01`))
    if (week > 0) months.push({ week, month: current })
  }
  return { weeks, months }
}
