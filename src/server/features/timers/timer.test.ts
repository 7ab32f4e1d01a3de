import { describe, expect, it } from 'vitest'
import type { Timer } from '../../../shared/timers'
import { clock } from '../../lib/clock'
import { setupTestApp } from '../../test/app'
import { caller } from '../../test/fixtures'
import { createUsers } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
const { me, other } = await createUsers(ctx, 'me', 'other')
const DAY = 24 * 60 * 60 * 1000

describe('timers', () => {
  it('counts whole days from creation and lists what ends first first', async () => {
    const exam = await call<Timer>(me, 'POST', '/timers', { name: '  Final exam ', days: 30 })
    expect(exam.status, JSON.stringify(exam.body)).toBe(201)
    expect(exam.body).toMatchObject({ name: 'Final exam', days: 30, isExpired: false })
    expect(Date.parse(exam.body.expiresAt) - Date.parse(exam.body.createdAt)).toBe(30 * DAY)
    const quiz = await call<Timer>(me, 'POST', '/timers', { name: 'Quiz', days: '2', bookIds: [] })
    expect(quiz.status).toBe(201)
    const list = await call(me, 'GET', '/timers')
    expect(list.body.items.map((t: Timer) => t.name)).toEqual(['Quiz', 'Final exam'])
    expect((await call(other, 'GET', '/timers')).body.items).toEqual([])
  })

  it('refuses a missing, long or NUL name and days outside 1–3650, on the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ name: '', days: 1 }, 'name', 'required'],
      [{ name: 'x'.repeat(51), days: 1 }, 'name', 'too-long'],
      [{ name: 'a\u0000b', days: 1 }, 'name', 'invalid-characters'],
      [{ name: 'Exam', days: 0 }, 'days', 'days-range'],
      [{ name: 'Exam', days: 3651 }, 'days', 'days-range'],
      [{ name: 'Exam', days: 1.5 }, 'days', 'days-range'],
      [{ name: 'Exam', days: 'soon' }, 'days', 'days-range'],
      // Only digits count as a number written as text; an empty field is empty, not 0.
      [{ name: 'Exam', days: '1e3' }, 'days', 'days-range'],
      [{ name: 'Exam', days: '2.5' }, 'days', 'days-range'],
      [{ name: 'Exam', days: '' }, 'days', 'required'],
      [{ name: 'Exam' }, 'days', 'required'],
      [{ name: 'Exam', days: 1e300 }, 'days', 'days-range'],
    ]
    for (const [body, path, code] of cases) {
      const reply = await call(me, 'POST', '/timers', body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.body.error.code).toBe('VALIDATION_FAILED')
      // Each field's problem said once.
      expect(reply.body.error.details).toEqual([{ path, code }])
    }
    expect((await call(me, 'POST', '/timers', { name: 'Exam', days: ' 12 ' })).body.days).toBe(12)
    expect((await call(null, 'POST', '/timers', { name: 'Exam', days: 1 })).status).toBe(401)
  })

  it('ends at a moment picked on the calendar instead, its days rounded up (issue 44)', async () => {
    // An exam in 2 days and 3 hours, at 09:00 in Tokyo, sent with its offset.
    const at = new Date(clock.now().getTime() + 2 * DAY + 3 * 60 * 60 * 1000)
    const tokyo = new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().replace('Z', '+09:00')
    const exam = await call<Timer>(me, 'POST', '/timers', { name: 'Entrance exam', expiresAt: tokyo })
    expect(exam.status, JSON.stringify(exam.body)).toBe(201)
    expect(Date.parse(exam.body.expiresAt)).toBe(at.getTime())
    expect(exam.body.days).toBe(3)
    // Moved on its edit, counted from when it started, as days are.
    const later = new Date(Date.parse(exam.body.createdAt) + 10 * DAY).toISOString()
    const moved = await call<Timer>(me, 'PATCH', `/timers/${exam.body.id}`, { expiresAt: later })
    expect([moved.body.days, moved.body.expiresAt]).toEqual([10, later])
    const cases: [unknown, string][] = [
      [{ name: 'Exam', expiresAt: new Date(clock.now().getTime() - 60_000).toISOString() }, 'date-range'],
      [{ name: 'Exam', expiresAt: new Date(clock.now().getTime() + 3651 * DAY).toISOString() }, 'date-range'],
      [{ name: 'Exam', expiresAt: 'next friday' }, 'invalid'],
      [{ name: 'Exam', expiresAt: '2030-01-01' }, 'invalid'],
    ]
    for (const [body, code] of cases) {
      const reply = await call(me, 'POST', '/timers', body)
      expect([reply.status, reply.body.error?.details], JSON.stringify(body)).toEqual([
        400,
        [{ path: 'expiresAt', code }],
      ])
    }
  })

  it('says expired once the end has passed', async () => {
    const timer = (await call<Timer>(me, 'POST', '/timers', { name: 'Tomorrow', days: 1 })).body
    expect(timer.isExpired).toBe(false)
    const realNow = clock.now
    const later = realNow().getTime() + DAY + 60_000
    clock.now = () => new Date(later)
    try {
      const listed = (await call(me, 'GET', '/timers')).body.items.find((t: Timer) => t.id === timer.id)
      expect(listed.isExpired).toBe(true)
    } finally {
      clock.now = realNow
    }
  })

  it('renames, changes the length from creation, and deletes only my own (404 for others)', async () => {
    const timer = (await call<Timer>(me, 'POST', '/timers', { name: 'Mock exam', days: 10 })).body
    const changed = await call<Timer>(me, 'PATCH', `/timers/${timer.id}`, { name: 'Mock', days: 3 })
    expect(changed.body).toMatchObject({ name: 'Mock', days: 3 })
    expect(Date.parse(changed.body.expiresAt) - Date.parse(timer.createdAt)).toBe(3 * DAY)
    expect((await call(me, 'PATCH', `/timers/${timer.id}`, {})).status).toBe(400)
    expect((await call(other, 'PATCH', `/timers/${timer.id}`, { name: 'Mine now' })).status).toBe(404)
    expect((await call(other, 'DELETE', `/timers/${timer.id}`)).status).toBe(404)
    expect((await call(me, 'DELETE', `/timers/${timer.id}`)).status).toBe(204)
    expect((await call(me, 'DELETE', `/timers/${timer.id}`)).status).toBe(404)
    expect((await call(me, 'DELETE', '/timers/not-an-id')).status).toBe(404)
  })
})
