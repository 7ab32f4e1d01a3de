import { describe, expect, it } from 'vitest'
import { addDays, heatLevels, heatmapGrid } from './heatmap'

// 2026-11-26 is a Thursday.
const TODAY = '2026-11-26'

describe('heatmapGrid', () => {
  it('lays out the 365 days ending today in weeks of seven, Sunday first', () => {
    const grid = heatmapGrid(TODAY, [])
    const days = grid.weeks.flat().filter((day) => day !== null)
    expect(days).toHaveLength(365)
    expect(days[0]?.date).toBe('2025-11-27')
    expect(days.at(-1)?.date).toBe(TODAY)
    // The first column starts on the Sunday before the first day; the days before it are blank.
    expect(grid.weeks[0]?.slice(0, 4)).toEqual([null, null, null, null])
    expect(grid.weeks[0]?.[4]?.date).toBe('2025-11-27')
    // The last column ends today, a Thursday: its fifth day.
    expect(grid.weeks.at(-1)).toHaveLength(5)
    for (const column of grid.weeks.slice(0, -1)) expect(column).toHaveLength(7)
  })

  it('marks today alone and puts each count on its day', () => {
    const grid = heatmapGrid(TODAY, [
      { date: TODAY, count: 5 },
      { date: '2026-01-01', count: 2 },
    ])
    const days = grid.weeks.flat().filter((day) => day !== null)
    expect(days.filter((day) => day.isToday).map((day) => day.date)).toEqual([TODAY])
    expect(days.find((day) => day.date === TODAY)?.count).toBe(5)
    expect(days.find((day) => day.date === '2026-01-01')?.count).toBe(2)
    expect(days.find((day) => day.date === '2026-01-02')).toMatchObject({ count: 0, level: 0 })
  })

  it('labels the column where each month begins', () => {
    const { months, weeks } = heatmapGrid(TODAY, [])
    expect(months.map((label) => label.month)).toEqual([11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    for (const { week, month } of months) {
      const first = weeks[week]?.find((day) => day !== null)
      expect(Number(first?.date.slice(5, 7)) - 1).toBe(month)
    }
  })

  it("names this month above its last column before the month's first Sunday", () => {
    // 2026-12-02 is a Wednesday: the last column is Sunday 29 November to today.
    const { months, weeks } = heatmapGrid('2026-12-02', [])
    expect(months.at(-1)).toEqual({ week: weeks.length - 1, month: 11 })
    expect(months.filter((label) => label.month === 11)).toHaveLength(1)
    // Once a Sunday of the month has come, its column names it, once.
    const later = heatmapGrid('2026-12-09', [])
    expect(later.months.filter((label) => label.month === 11)).toHaveLength(1)
    expect(later.months.at(-1)?.week).toBe(later.weeks.length - 1)
  })

  it('steps days by the calendar: month ends, leap days, year ends', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })
})

describe('levels', () => {
  it('are quartiles of the days with reviews; a day without any is level 0', () => {
    const counts = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    const levelOf = heatLevels([0, ...counts])
    expect(counts.map(levelOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 4])
    expect(levelOf(0)).toBe(0)
  })

  it('gives equal days one level, and a lone day of reviews the darkest', () => {
    expect([2, 2, 2, 9].map(heatLevels([2, 2, 2, 9]))).toEqual([3, 3, 3, 4])
    expect(heatLevels([0, 0, 5])(5)).toBe(4)
  })

  it('puts each day’s level on its square', () => {
    const days = heatmapGrid(TODAY, [
      { date: TODAY, count: 8 },
      { date: '2026-11-25', count: 1 },
    ])
      .weeks.flat()
      .filter((day) => day !== null && day.count > 0)
    expect(days.map((day) => [day?.date, day?.level])).toEqual([
      ['2026-11-25', 2],
      [TODAY, 4],
    ])
  })
})
