import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DueList, ReviewResult, StudyStats } from '../../../shared/study'
import type { Timer } from '../../../shared/timers'
import { setupTestApp } from '../../test/app'
import { atTime, caller, newBook, newPoint, share } from '../../test/fixtures'
import { createUsers, type TestUser } from '../../test/users'
import { studyCards, studySettings } from './study.table'

const ctx = await setupTestApp()
const call = caller(ctx)
const DAY = 24 * 60 * 60 * 1000

/** A rating as the web app sends it: with an Idempotency-Key of its own unless one is given. */
async function rate(
  user: TestUser,
  pointId: string,
  rating: string,
  key: string | null = randomUUID(),
  body = {},
  query = '',
) {
  const headers: Record<string, string> = {
    Origin: ctx.config.publicUrl,
    Cookie: user.cookie,
    'Content-Type': 'application/json',
  }
  if (key !== null) headers['Idempotency-Key'] = key
  const response = await ctx.app.request(`/api/study/reviews${query}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ pointId, rating, ...body }),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

const due = async (user: TestUser, query = '') => {
  const reply = await call<DueList>(user, 'GET', `/study/due${query}`)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body
}

/** A book of `count` points its owner studies (added to their list: a new book waits for their say). */
async function bookWith(owner: TestUser, count: number, input: Record<string, unknown> = {}) {
  const book = await newBook(call, owner, input)
  expect((await call(owner, 'PUT', `/study/books/${book.id}`)).status).toBe(200)
  const ids: string[] = []
  for (let index = 0; index < count; index += 1) {
    ids.push(
      (
        await newPoint(call, owner, book.id, {
          title: `Card ${index + 1}`,
          hiddenContent: `Answer ${index + 1}`,
        })
      ).id,
    )
  }
  return { book, ids }
}

describe('books going into my study list', () => {
  const place = async (user: TestUser, bookId: string) => {
    const reply = await call(user, 'GET', `/study/books/${bookId}`)
    expect(reply.status).toBe(200)
    return { studying: reply.body.studying, asksToAdd: reply.body.asksToAdd }
  }

  it('keeps new, copied and shared books out until I say, asks once, and follows my answer after', async () => {
    const { me, author, friend } = await createUsers(ctx, 'me', 'author', 'friend')
    // Not asked yet: my new book stays out, and its page asks.
    const mine = await newBook(call, me)
    await newPoint(call, me, mine.id, { title: 'Card' })
    expect(await place(me, mine.id)).toEqual({ studying: false, asksToAdd: true })
    expect((await due(me)).items).toEqual([])
    expect((await call(me, 'GET', '/study/settings')).body.addsBooks).toBeNull()
    // Yes: that book (by "Study this book") and every new, copied and shared one after go in.
    expect((await call(me, 'PATCH', '/study/settings', { addsBooks: true })).body.addsBooks).toBe(true)
    expect((await call(me, 'PUT', `/study/books/${mine.id}`)).status).toBe(200)
    expect(await place(me, mine.id)).toEqual({ studying: true, asksToAdd: false })
    const next = await newBook(call, me, { title: 'Next' })
    expect(await place(me, next.id)).toEqual({ studying: true, asksToAdd: false })
    const source = await newBook(call, author, { title: 'Source', allowCopy: true })
    await newPoint(call, author, source.id, { title: 'Copied card' })
    const copy = await call(me, 'POST', `/books/${source.id}/copy`, {})
    expect(copy.status).toBe(201)
    expect(await place(me, copy.body.id)).toEqual({ studying: true, asksToAdd: false })
    const given = await newBook(call, author, { title: 'Given', visibility: 'private' })
    await share(call, author, given.id, me, 'viewer')
    expect(await place(me, given.id)).toEqual({ studying: true, asksToAdd: false })
    // No: new ones stay out, and nothing asks again.
    await call(me, 'PATCH', '/study/settings', { addsBooks: false })
    const later = await newBook(call, me, { title: 'Later' })
    expect(await place(me, later.id)).toEqual({ studying: false, asksToAdd: false })
    // A book shared with someone not yet asked waits for them; a changed role changes nothing.
    await share(call, author, given.id, friend, 'viewer')
    expect(await place(friend, given.id)).toEqual({ studying: false, asksToAdd: true })
    expect((await call(friend, 'PUT', `/study/books/${given.id}`)).status).toBe(200)
    await share(call, author, given.id, friend, 'editor')
    expect(await place(friend, given.id)).toEqual({ studying: true, asksToAdd: false })
    // A public book someone else owns is never asked about: "Study this book" is its way in.
    expect(await place(friend, source.id)).toEqual({ studying: false, asksToAdd: false })
  })
})

describe('the queue', () => {
  it('shows my own book’s points as new cards, in book order, with the interval each rating gives', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { ids } = await bookWith(me, 3, { visibility: 'private' })
    const list = await due(me)
    expect(list.items.map((item) => item.point.id)).toEqual(ids)
    expect(list.counts).toEqual({ new: 3, learning: 0, review: 0 })
    const first = list.items[0]
    expect(first?.card.state).toBe('new')
    expect(first?.point.hiddenContent).toBe('Answer 1')
    const seconds = ['again', 'hard', 'good', 'easy'].map((r) => first?.intervals[r as 'good'].seconds ?? 0)
    expect(seconds[0]).toBe(60)
    expect(seconds[2]).toBe(600)
    expect(seconds[3]).toBeGreaterThanOrEqual(DAY / 1000)
  })

  it('keeps a rated card out of the queue until it is due, and brings an Again back within minutes', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { ids } = await bookWith(me, 2)
    const [a, b] = ids as [string, string]
    const again = await rate(me, a, 'again')
    expect(again.status, JSON.stringify(again.body)).toBe(201)
    expect(again.body.card.state).toBe('learning')
    const easy = await rate(me, b, 'easy')
    expect(easy.body.card.state).toBe('review')
    expect(Date.parse(easy.body.card.due) - Date.now()).toBeGreaterThan(DAY - 60_000)
    // Nothing new is left and the Again card is not due yet: it comes back as learning ahead.
    const list = await due(me)
    expect(list.items.map((item) => item.point.id)).toEqual([a])
    expect(list.counts).toMatchObject({ new: 0, learning: 1 })
    const later = await atTime(Date.now() + 2 * 60_000, () => due(me))
    expect(later.items[0]?.card.state).toBe('learning')
    expect(later.items[0]?.intervals.good.seconds).toBeGreaterThan(60)
  })

  it('stops new cards at my daily limit, and a new day brings more', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { ids } = await bookWith(me, 4)
    expect((await call(me, 'PATCH', '/study/settings', { newPerDay: 2 })).status).toBe(200)
    expect((await due(me)).counts.new).toBe(2)
    await rate(me, ids[0] as string, 'easy')
    await rate(me, ids[1] as string, 'easy')
    const list = await due(me)
    expect(list.counts.new).toBe(0)
    expect(list.items).toEqual([])
    // Two more wait beyond the limit: the list says so, so the page does not send me looking for books.
    expect(list.limitReached).toBe(true)
    const tomorrow = await atTime(Date.now() + DAY, () => due(me))
    expect(tomorrow.counts.new).toBe(2)
    expect(tomorrow.limitReached).toBe(false)
  })

  it('studies a public book once I add it; taking it out hides it and keeps my history', async () => {
    const { me, author } = await createUsers(ctx, 'me', 'author')
    const { book, ids } = await bookWith(author, 2, { visibility: 'public' })
    expect(await due(me)).toMatchObject({ items: [], limitReached: false })
    expect((await call(me, 'GET', `/study/books/${book.id}`)).body).toMatchObject({ studying: false, new: 2 })
    expect((await call(me, 'PUT', `/study/books/${book.id}`)).body).toEqual({
      bookId: book.id,
      studying: true,
    })
    expect((await due(me)).items.map((item) => item.point.id)).toEqual(ids)
    await rate(me, ids[0] as string, 'good')
    expect((await call(me, 'GET', `/study/books/${book.id}`)).body).toMatchObject({
      studying: true,
      new: 1,
      learning: 1,
    })
    expect((await call(me, 'DELETE', `/study/books/${book.id}`)).body).toEqual({
      bookId: book.id,
      studying: false,
    })
    expect((await due(me)).items).toEqual([])
    expect((await call<StudyStats>(me, 'GET', '/study/stats')).body.totalReviews).toBe(1)
    // My own book can be taken out too, and put back.
    const own = await bookWith(me, 1)
    await call(me, 'DELETE', `/study/books/${own.book.id}`)
    expect((await due(me)).items).toEqual([])
    await call(me, 'PUT', `/study/books/${own.book.id}`)
    expect((await due(me)).items.map((item) => item.point.id)).toEqual(own.ids)
  })

  it('never shows, rates or lists a private book’s cards to someone who may not read it (404)', async () => {
    const { me, author } = await createUsers(ctx, 'me', 'author')
    const { book, ids } = await bookWith(author, 1, { visibility: 'private' })
    expect((await call(me, 'PUT', `/study/books/${book.id}`)).status).toBe(404)
    expect((await call(me, 'GET', `/study/books/${book.id}`)).status).toBe(404)
    expect((await call(me, 'GET', `/study/due?bookId=${book.id}`)).status).toBe(404)
    expect((await rate(me, ids[0] as string, 'good')).status).toBe(404)
    expect((await call(null, 'GET', '/study/due')).status).toBe(401)
  })

  it('hides a shared book’s cards once the membership ends, and shows them again with my schedule kept', async () => {
    const { me, author } = await createUsers(ctx, 'me', 'author')
    const { book, ids } = await bookWith(author, 1, { visibility: 'private' })
    await share(call, author, book.id, me, 'viewer')
    // Shared with me, it waits for my say (decision 029): "Study this book" brings it in.
    expect((await due(me)).items).toEqual([])
    expect((await call(me, 'GET', `/study/books/${book.id}`)).body).toMatchObject({
      studying: false,
      asksToAdd: true,
    })
    expect((await call(me, 'PUT', `/study/books/${book.id}`)).status).toBe(200)
    expect((await due(me)).items.map((item) => item.point.id)).toEqual(ids)
    const first = await rate(me, ids[0] as string, 'again')
    expect(first.status).toBe(201)
    expect((await call(author, 'DELETE', `/books/${book.id}/members/${me.id}`)).status).toBe(204)
    expect(await atTime(Date.now() + 5 * 60_000, () => due(me))).toMatchObject({
      items: [],
      counts: { learning: 0 },
    })
    await share(call, author, book.id, me, 'viewer')
    const back = await atTime(Date.now() + 5 * 60_000, () => due(me))
    expect(back.items[0]?.card).toMatchObject({ state: 'learning', reps: 1 })
  })

  it('keeps a schedule when the point is edited and ends it when the point is deleted, keeping the day studied', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { ids } = await bookWith(me, 2)
    const [a, b] = ids as [string, string]
    await rate(me, a, 'easy')
    await rate(me, b, 'easy')
    expect((await call(me, 'PATCH', `/points/${a}`, { title: 'Renamed' })).status).toBe(200)
    const later = await atTime(Date.now() + 30 * DAY, () => due(me))
    expect(later.items.find((item) => item.point.id === a)).toMatchObject({
      point: { title: 'Renamed' },
      card: { reps: 1 },
    })
    expect((await call(me, 'DELETE', `/points/${b}`)).status).toBe(204)
    const after = await atTime(Date.now() + 30 * DAY, () => due(me))
    expect(after.items.map((item) => item.point.id)).toEqual([a])
    const stats = (await call<StudyStats>(me, 'GET', '/study/stats')).body
    expect(stats.reviewsToday).toBe(2)
  })
})

describe('a rating', () => {
  it('is recorded once when the network repeats it under the same Idempotency-Key', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { ids } = await bookWith(me, 1)
    const key = randomUUID()
    const first = await rate(me, ids[0] as string, 'good', key)
    const again = await rate(me, ids[0] as string, 'good', key)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()
    expect((await call<StudyStats>(me, 'GET', '/study/stats')).body.totalReviews).toBe(1)
    const other = await rate(me, ids[0] as string, 'easy', key)
    expect(other.status).toBe(422)
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED')
    // Concurrent repeats: one review.
    const key2 = randomUUID()
    const both = await Promise.all([
      rate(me, ids[0] as string, 'hard', key2),
      rate(me, ids[0] as string, 'hard', key2),
    ])
    expect(both.map((reply) => reply.status)).toEqual([201, 201])
    expect(both[0]?.body).toEqual(both[1]?.body)
    expect((await call<StudyStats>(me, 'GET', '/study/stats')).body.totalReviews).toBe(2)
  })

  it('needs an Idempotency-Key and a known rating, each refused on its field', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { ids } = await bookWith(me, 1)
    const missing = await rate(me, ids[0] as string, 'good', null)
    expect(missing.status).toBe(400)
    expect(missing.body.error.details).toContainEqual({ path: 'idempotency-key', code: 'required' })
    const bad = await rate(me, ids[0] as string, 'perfect')
    expect(bad.status).toBe(400)
    expect(bad.body.error.details).toContainEqual({ path: 'rating', code: 'invalid' })
    const nul = await rate(me, `${ids[0]}\u0000`, 'good')
    expect(nul.status).toBe(400)
    expect((await rate(me, randomUUID(), 'good')).status).toBe(404)
  })

  it('made when the clock reads earlier than the card’s last review counts at that review, not a 500', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { ids } = await bookWith(me, 1)
    const id = ids[0] as string
    const first = (await rate(me, id, 'good')).body as ReviewResult
    const lastReview = Date.parse(first.card.lastReview ?? '')
    // A clock two days behind (another process's, or one set back) takes the next rating.
    const behind = await atTime(lastReview - 2 * DAY, () => rate(me, id, 'good'))
    expect(behind.status, JSON.stringify(behind.body)).toBe(201)
    const second = behind.body as ReviewResult
    expect(second.card.reps).toBe(2)
    expect(second.card.lastReview).toBe(first.card.lastReview)
  })

  it('is logged with the card before it, and undo puts the card back exactly, one rating at a time', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { ids } = await bookWith(me, 1)
    const id = ids[0] as string
    const first = (await rate(me, id, 'good')).body as ReviewResult
    const second = (await rate(me, id, 'good')).body as ReviewResult
    expect(second.card.reps).toBe(2)
    const undone = await call(me, 'POST', '/study/undo')
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect(undone.body).toMatchObject({ pointId: id, rating: 'good', card: first.card })
    const back = await call(me, 'POST', '/study/undo')
    expect(back.body).toMatchObject({ pointId: id, card: { state: 'new', reps: 0, due: null } })
    const none = await call(me, 'POST', '/study/undo')
    expect(none.status).toBe(409)
    expect(none.body.error.code).toBe('NOTHING_TO_UNDO')
    expect((await due(me)).items[0]?.card.state).toBe('new')
    expect((await call<StudyStats>(me, 'GET', '/study/stats')).body.totalReviews).toBe(0)
  })
})

describe('a session of one book', () => {
  it('gets that book’s counts back from each rating and undo, the same as its due list', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { book, ids } = await bookWith(me, 4)
    await bookWith(me, 3)
    const scope = `?bookId=${book.id}`
    expect((await due(me, scope)).counts).toEqual({ new: 4, learning: 0, review: 0 })
    // Rated from the book's session: the answer counts the book alone (3 new, 1 learning), not
    // every book of my list (6 new), so the session's counters do not jump after the first rating.
    const first = await rate(me, ids[0] as string, 'good', randomUUID(), {}, scope)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body.counts).toEqual({ new: 3, learning: 1, review: 0 })
    expect(first.body.counts).toEqual((await due(me, scope)).counts)
    // Without a book: every book of my list, as the all-books due list.
    const second = await rate(me, ids[1] as string, 'good')
    expect(second.body.counts).toEqual({ new: 5, learning: 2, review: 0 })
    expect(second.body.counts).toEqual((await due(me)).counts)
    const undone = await call(me, 'POST', `/study/undo${scope}`)
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect(undone.body.counts).toEqual({ new: 3, learning: 1, review: 0 })
    expect(undone.body.counts).toEqual((await due(me, scope)).counts)
    // A repeat of a key with another scope is another request; a malformed book is not found.
    const key = randomUUID()
    await rate(me, ids[1] as string, 'good', key, {}, scope)
    expect((await rate(me, ids[1] as string, 'good', key)).status).toBe(422)
    expect((await rate(me, ids[2] as string, 'good', randomUUID(), {}, '?bookId=nope')).status).toBe(404)
    expect((await call(me, 'POST', '/study/undo?bookId=nope')).status).toBe(404)
  })

  it('says when a finished book’s next card is due, names the book, and whether I study it', async () => {
    const { me, author } = await createUsers(ctx, 'me', 'author')
    const { book, ids } = await bookWith(me, 1)
    await call(me, 'PATCH', '/study/settings', { timeZone: 'Asia/Tokyo' })
    const scope = `?bookId=${book.id}`
    // 10:00 UTC is 19:00 in Tokyo; Easy puts the card days ahead.
    const morning = Date.UTC(2026, 10, 29, 10, 0, 0)
    const easy = await atTime(morning, () => rate(me, ids[0] as string, 'easy'))
    const dueAt = new Date(easy.body.card.due)
    const dueDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(dueAt)
    const done = await atTime(morning + 60_000, () => due(me, scope))
    expect(done).toMatchObject({ items: [], nextDueAt: null, limitReached: false, nextDueDay: dueDay })
    expect(done.book).toEqual({ id: book.id, title: book.title, slug: book.slug, studying: true })
    expect((await atTime(morning + 60_000, () => due(me))).book).toBeNull()
    // While a card is due, no day is looked for.
    expect((await atTime(dueAt.getTime() + 60_000, () => due(me, scope))).nextDueDay).toBeNull()
    // A public book I do not study: nothing due, no day, and the page can offer to add it.
    const other = await bookWith(author, 1, { visibility: 'public' })
    expect(await due(me, `?bookId=${other.book.id}`)).toMatchObject({
      items: [],
      nextDueDay: null,
      book: { id: other.book.id, studying: false },
    })
  })
})

describe('settings and statistics', () => {
  it('refuses limits and retention out of range, and a time zone that does not exist, on the field', async () => {
    const { me } = await createUsers(ctx, 'me')
    const cases: [unknown, string, string][] = [
      [{ retention: 0.5 }, 'retention', 'retention-range'],
      [{ retention: 0.99 }, 'retention', 'retention-range'],
      [{ newPerDay: -1 }, 'newPerDay', 'invalid'],
      [{ reviewsPerDay: 1.5 }, 'reviewsPerDay', 'invalid'],
      // A field the form sent empty is required, not a limit of 0.
      [{ newPerDay: '' }, 'newPerDay', 'required'],
      [{ reviewsPerDay: ' ' }, 'reviewsPerDay', 'required'],
      [{ newPerDay: '1e2' }, 'newPerDay', 'invalid'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'invalid'],
      [{ timeZone: 'UTC\u0000' }, 'timeZone', 'invalid-characters'],
    ]
    for (const [body, path, code] of cases) {
      const reply = await call(me, 'PATCH', '/study/settings', body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.body.error.details).toContainEqual({ path, code })
    }
    const saved = await call(me, 'PATCH', '/study/settings', { retention: 0.85, timeZone: 'Asia/Tokyo' })
    expect(saved.body).toEqual({
      newPerDay: 20,
      reviewsPerDay: 200,
      retention: 0.85,
      timeZone: 'Asia/Tokyo',
      statsPublic: false,
      addsBooks: null,
    })
  })

  it('counts days in my time zone, and shows my statistics to others only when I choose to', async () => {
    const { me, other } = await createUsers(ctx, 'me', 'other')
    const { ids } = await bookWith(me, 1)
    await call(me, 'PATCH', '/study/settings', { timeZone: 'Asia/Tokyo' })
    // 20:00 UTC is 05:00 the next day in Tokyo.
    const evening = Date.UTC(2026, 10, 20, 20, 0, 0)
    await atTime(evening, () => rate(me, ids[0] as string, 'good'))
    const stats = await atTime(evening + 60_000, () => call<StudyStats>(me, 'GET', '/study/stats'))
    expect(stats.body.today).toBe('2026-11-21')
    expect(stats.body.heatmap).toEqual([{ date: '2026-11-21', count: 1 }])
    expect(stats.body.books?.[0]).toMatchObject({ new: 0, learning: 1 })
    expect((await call(other, 'GET', `/users/${me.id}/study-stats`)).status).toBe(404)
    expect((await call(null, 'GET', `/users/${me.id}/study-stats`)).status).toBe(404)
    expect((await call(me, 'GET', `/users/${me.id}/study-stats`)).status).toBe(200)
    expect((await call(other, 'GET', `/profiles/${me.id}`)).body.studyStatsPublic).toBe(false)
    await call(me, 'PATCH', '/study/settings', { statsPublic: true })
    expect((await call(other, 'GET', `/profiles/${me.id}`)).body.studyStatsPublic).toBe(true)
    const shown = await call<StudyStats>(other, 'GET', `/users/${me.id}/study-stats`)
    expect(shown.status).toBe(200)
    expect(shown.body.books).toBeNull()
    expect(shown.body.totalReviews).toBe(1)
    await call(me, 'POST', `/users/${other.id}/block`)
    expect((await call(other, 'GET', `/users/${me.id}/study-stats`)).status).toBe(404)
  })

  it('keeps a streak of days with ten reviews, awards the 7-day badge once with a notification, and forecasts', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { ids } = await bookWith(me, 1)
    const start = Date.UTC(2026, 10, 1, 12, 0, 0)
    for (let day = 0; day < 8; day += 1) {
      // Nine reviews on the fourth day: a day that does not count breaks the streak.
      const reviews = day === 3 ? 9 : 10
      for (let index = 0; index < reviews; index += 1) {
        const reply = await atTime(start + day * DAY + index * 1000, () =>
          rate(me, ids[0] as string, 'again'),
        )
        expect(reply.status).toBe(201)
      }
    }
    const stats = await atTime(start + 7 * DAY + 3600_000, () => call<StudyStats>(me, 'GET', '/study/stats'))
    expect(stats.body.streak).toEqual({ current: 4, longest: 4 })
    expect(stats.body.forecast).toHaveLength(30)
    expect(stats.body.forecast[0]?.count).toBe(1)
    let badges = (await call(me, 'GET', `/users/${me.id}/badges`)).body.items.map(
      (b: { badge: string }) => b.badge,
    )
    expect(badges).not.toContain('study_streak_7')
    for (let day = 8; day < 11; day += 1) {
      for (let index = 0; index < 10; index += 1) {
        await atTime(start + day * DAY + index * 1000, () => rate(me, ids[0] as string, 'again'))
      }
    }
    badges = (await call(me, 'GET', `/users/${me.id}/badges`)).body.items.map(
      (b: { badge: string }) => b.badge,
    )
    expect(badges).toContain('study_streak_7')
    const notes = (await call(me, 'GET', '/notifications')).body.items
    expect(
      notes.filter(
        (n: { type: string; title: string }) => n.type === 'badge' && n.title === 'study_streak_7',
      ),
    ).toHaveLength(1)
  })
})

describe('the 1,000-reviews badge', () => {
  it('comes with the thousandth review, once', async () => {
    const { me } = await createUsers(ctx, 'me')
    const { ids } = await bookWith(me, 1)
    await rate(me, ids[0] as string, 'good')
    // 998 earlier reviews, as the counter knows them.
    await ctx.database.db
      .update(studySettings)
      .set({ reviewCount: 998 })
      .where(eq(studySettings.userId, me.id))
    const badgesOf = async () =>
      (await call(me, 'GET', `/users/${me.id}/badges`)).body.items.map((b: { badge: string }) => b.badge)
    await rate(me, ids[0] as string, 'good')
    expect(await badgesOf()).not.toContain('reviews_1000')
    await rate(me, ids[0] as string, 'good')
    expect(await badgesOf()).toContain('reviews_1000')
    await rate(me, ids[0] as string, 'good')
    const notes = (await call(me, 'GET', '/notifications')).body.items
    expect(notes.filter((n: { title: string }) => n.title === 'reviews_1000')).toHaveLength(1)
  })
})

describe('exam timers', () => {
  it('link books I can read, show the pace to see every new point in time, and raise the new limit to it', async () => {
    const { me, author } = await createUsers(ctx, 'me', 'author')
    const { book } = await bookWith(me, 12)
    const hidden = await bookWith(author, 1, { visibility: 'private' })
    const refused = await call(me, 'POST', '/timers', { name: 'Exam', days: 3, bookIds: [hidden.book.id] })
    expect(refused.status).toBe(400)
    expect(refused.body.error.details).toContainEqual({ path: 'bookIds', code: 'invalid' })
    await call(me, 'PATCH', '/study/settings', { newPerDay: 1 })
    const timer = await call<Timer>(me, 'POST', '/timers', { name: 'Exam', days: 3, bookIds: [book.id] })
    expect(timer.status, JSON.stringify(timer.body)).toBe(201)
    expect(timer.body).toMatchObject({ books: [{ id: book.id, title: book.title }], unseen: 12, pace: 4 })
    expect((await due(me)).counts.new).toBe(4)
    const unlinked = await call<Timer>(me, 'PATCH', `/timers/${timer.body.id}`, { bookIds: [] })
    expect(unlinked.body).toMatchObject({ books: [], pace: null })
    expect((await due(me)).counts.new).toBe(1)
  })

  it('puts a near exam’s books first among the day’s reviews', async () => {
    const { me } = await createUsers(ctx, 'me')
    const a = await bookWith(me, 1)
    const b = await bookWith(me, 1)
    const [pointA, pointB] = [a.ids[0] as string, b.ids[0] as string]
    await rate(me, pointA, 'easy')
    await rate(me, pointB, 'easy')
    // A fell due before B: without an exam, A comes first.
    const now = Date.now()
    await ctx.database.db
      .update(studyCards)
      .set({ due: new Date(now - 2 * DAY) })
      .where(eq(studyCards.pointId, pointA))
    await ctx.database.db
      .update(studyCards)
      .set({ due: new Date(now - DAY) })
      .where(eq(studyCards.pointId, pointB))
    expect((await due(me)).items.map((item) => item.point.id)).toEqual([pointA, pointB])
    // An exam on B in 20 days: its new points would come first, its reviews not yet.
    const exam = await call<Timer>(me, 'POST', '/timers', { name: 'Exam', days: 20, bookIds: [b.book.id] })
    expect((await due(me)).items.map((item) => item.point.id)).toEqual([pointA, pointB])
    // In 5 days it is near: B's review first.
    await call(me, 'PATCH', `/timers/${exam.body.id}`, { days: 5 })
    expect((await due(me)).items.map((item) => item.point.id)).toEqual([pointB, pointA])
  })
})
