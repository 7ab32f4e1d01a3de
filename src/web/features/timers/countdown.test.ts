import { describe, expect, it } from 'vitest'
import { timeLeft, untilNextMinute } from './countdown'

const DAY = 24 * 60 * 60 * 1000
const created = Date.parse('2026-11-25T08:00:00Z')
const oneDay = new Date(created + DAY).toISOString()

describe('timeLeft', () => {
  it('shows a 1-day timer as 0 d 23 h 59 min a moment after it starts', () => {
    expect(timeLeft(oneDay, created + 1)).toEqual({ days: 0, hours: 23, minutes: 59, isExpired: false })
    expect(timeLeft(oneDay, created)).toEqual({ days: 1, hours: 0, minutes: 0, isExpired: false })
  })

  it('counts down minute by minute and is expired at the end', () => {
    expect(timeLeft(oneDay, created + 61_000)).toMatchObject({ hours: 23, minutes: 58 })
    expect(timeLeft(oneDay, created + DAY - 1)).toEqual({ days: 0, hours: 0, minutes: 0, isExpired: false })
    expect(timeLeft(oneDay, created + DAY).isExpired).toBe(true)
    expect(timeLeft(oneDay, created + 2 * DAY).isExpired).toBe(true)
  })

  it('reads long timers in days', () => {
    const long = new Date(created + 3650 * DAY).toISOString()
    expect(timeLeft(long, created)).toEqual({ days: 3650, hours: 0, minutes: 0, isExpired: false })
  })

  it('redraws when the shown minute changes', () => {
    expect(untilNextMinute(oneDay, created + 1)).toBe(59_999)
    expect(untilNextMinute(oneDay, created)).toBe(60_000)
    expect(untilNextMinute(oneDay, created + DAY)).toBe(Number.POSITIVE_INFINITY)
  })
})
