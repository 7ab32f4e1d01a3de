import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import { isId } from '../../../shared/params'
import type {
  CountsQuery,
  DueCounts,
  DueItem,
  DueList,
  DueQuery,
  ReviewInput,
  ReviewResult,
  StudyBookState,
  StudySettings,
  StudySettingsInput,
  StudyStats,
  UndoResult,
} from '../../../shared/study'
import {
  EXAM_NEAR_DAYS,
  LEARN_AHEAD_MINUTES,
  NEW_PER_DAY_DEFAULT,
  RETENTION_DEFAULT,
  REVIEWS_PER_DAY_DEFAULT,
  STREAK_DAY_REVIEWS,
} from '../../../shared/study-constants'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { bookFactsFor } from '../books/book.lookup'
import { visiblePerson } from '../social/follow.service'
import { type Idempotent, withIdempotency } from './idempotency'
import { examPace } from './pace'
import {
  type CardColumns,
  type CardRow,
  intervalsOf,
  rate,
  ratingName,
  schedulerFor,
  toCard,
  undo,
} from './scheduler'
import { type QueueBook, queueBooksSql, readDay, type TodayCounts } from './study.queue'
import { bookStats, statsFor, streaksOf } from './study.stats'
import { studyBooks, studyCards, studyReviews, studySettings } from './study.table'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** Undo reaches back this far: the session a person is in, not last week's answers. */
const UNDO_WINDOW_MS = DAY

// ---- Settings -------------------------------------------------------------------------------

const DEFAULTS: StudySettings = {
  newPerDay: NEW_PER_DAY_DEFAULT,
  reviewsPerDay: REVIEWS_PER_DAY_DEFAULT,
  retention: RETENTION_DEFAULT,
  timeZone: 'UTC',
  statsPublic: false,
  addsBooks: null,
}

export async function readSettings(db: Db, userId: string): Promise<StudySettings> {
  const [row] = await db.select().from(studySettings).where(eq(studySettings.userId, userId))
  if (!row) return { ...DEFAULTS }
  return {
    newPerDay: row.newPerDay,
    reviewsPerDay: row.reviewsPerDay,
    // `real` holds 0.9 as 0.8999999…: read back what was written.
    retention: Math.round(row.retention * 1000) / 1000,
    timeZone: row.timeZone,
    statsPublic: row.statsPublic,
    addsBooks: row.addsBooks,
  }
}

export async function updateSettings(
  db: Db,
  actor: Actor,
  input: StudySettingsInput,
): Promise<StudySettings> {
  const now = clock.now()
  await db
    .insert(studySettings)
    .values({ userId: actor.id, ...DEFAULTS, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: studySettings.userId, set: { ...input, updatedAt: now } })
  return readSettings(db, actor.id)
}

// ---- The queue ------------------------------------------------------------------------------

const idsSql = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )

interface Plan {
  now: Date
  settings: StudySettings
  books: QueueBook[]
  dayStart: Date
  dayEnd: Date
  today: TodayCounts
  newLeft: number
  reviewsLeft: number
  /** Books whose exam is near: their cards come first. */
  favoured: string[]
}

/**
 * The day's plan, read in one statement: my settings, my day's bounds, today's counts and my
 * queue's books; then what my limits (raised by an exam's pace) leave today.
 */
async function planFor(db: Db, userId: string, bookId?: string): Promise<Plan> {
  const now = clock.now()
  const { settings, dayStart, dayEnd, today, books: queue } = await readDay(db, userId, now, bookId)
  const linked = queue.filter((book) => book.examAt)
  const pace = linked.length > 0 ? await examPace(db, userId, now, settings.timeZone) : 0
  const newLimit = Math.max(settings.newPerDay, pace)
  const near = now.getTime() + EXAM_NEAR_DAYS * DAY
  return {
    now,
    settings,
    books: queue,
    dayStart,
    dayEnd,
    today,
    newLeft: Math.max(0, newLimit - today.introduced),
    reviewsLeft: Math.max(0, settings.reviewsPerDay - today.reviewed),
    favoured: linked.filter((book) => (book.examAt?.getTime() ?? 0) <= near).map((book) => book.id),
  }
}

type DueRow = CardRow & {
  title: string
  description: string
  content: string
  hiddenContent: string
  sectionTitle: string
  bookTitle: string
}

const pointFields = {
  title: points.title,
  description: points.description,
  content: points.content,
  hiddenContent: points.hiddenContent,
  sectionTitle: points.sectionTitle,
  bookTitle: books.title,
}

async function dueCards(db: Db, userId: string, plan: Plan, where: SQL, take: number, favour: boolean) {
  if (take <= 0 || plan.books.length === 0) return []
  const ids = plan.books.map((book) => book.id)
  const first =
    favour && plan.favoured.length > 0
      ? sql`(${studyCards.bookId} in (${idsSql(plan.favoured)})) desc,`
      : sql``
  return (await db
    .select({ card: studyCards, ...pointFields })
    .from(studyCards)
    .innerJoin(points, eq(points.id, studyCards.pointId))
    .innerJoin(books, eq(books.id, studyCards.bookId))
    .where(and(eq(studyCards.userId, userId), sql`${studyCards.bookId} in (${idsSql(ids)})`, where))
    .orderBy(sql`${first} ${studyCards.due}`)
    .limit(take)
    .then((rows) => rows.map(({ card, ...rest }) => ({ ...card, ...rest })))) as DueRow[]
}

/** Points of my queue's books I have never rated: linked to an exam first, then book by book in order. */
async function newPoints(db: Db, userId: string, plan: Plan, take: number) {
  if (take <= 0 || plan.books.length === 0) return []
  const ids = plan.books.map((book) => book.id)
  const linked = plan.books.filter((book) => book.examAt).map((book) => book.id)
  const first = linked.length > 0 ? sql`(${points.bookId} in (${idsSql(linked)})) desc,` : sql``
  return db
    .select({ id: points.id, bookId: points.bookId, ...pointFields })
    .from(points)
    .innerJoin(books, eq(books.id, points.bookId))
    .where(
      and(
        sql`${points.bookId} in (${idsSql(ids)})`,
        sql`not exists (select 1 from study_cards c where c.user_id = ${userId} and c.point_id = ${points.id})`,
      ),
    )
    .orderBy(sql`${first} ${books.createdAt}, ${points.bookId}, ${points.position}`)
    .limit(take)
}

const learningNow = (plan: Plan) =>
  sql`${studyCards.state} in (1, 3) and ${studyCards.due} <= ${plan.now.toISOString()}::timestamptz`
const learningAhead = (plan: Plan) =>
  sql`${studyCards.state} in (1, 3) and ${studyCards.due} <= ${new Date(plan.now.getTime() + LEARN_AHEAD_MINUTES * MINUTE).toISOString()}::timestamptz`
const reviewToday = (plan: Plan) =>
  sql`${studyCards.state} = 2 and ${studyCards.due} < ${plan.dayEnd.toISOString()}::timestamptz`

/**
 * What is left today, in one statement over my cards of the queue's books (index only): new is
 * the books' points less my cards in them (a card always belongs to its point's book).
 */
async function countsOf(db: Db, userId: string, plan: Plan): Promise<DueCounts> {
  return (await tallyOf(db, userId, plan)).counts
}

/** Today's counts, and whether today's limits hold back new points or reviews that wait. */
async function tallyOf(
  db: Db,
  userId: string,
  plan: Plan,
): Promise<{ counts: DueCounts; limitReached: boolean }> {
  if (plan.books.length === 0) return { counts: { new: 0, learning: 0, review: 0 }, limitReached: false }
  const ids = idsSql(plan.books.map((book) => book.id))
  const ahead = new Date(plan.now.getTime() + LEARN_AHEAD_MINUTES * MINUTE).toISOString()
  const [row] = await rowsOf<{ learning: number; review: number; seen: number; points: number }>(
    db,
    sql`select count(*) filter (where state in (1, 3) and due <= ${ahead}::timestamptz)::int as learning,
        count(*) filter (where state = 2 and due < ${plan.dayEnd.toISOString()}::timestamptz)::int as review,
        count(*)::int as seen,
        (select coalesce(sum(point_count), 0)::int from books where id in (${ids})) as points
      from study_cards where user_id = ${userId} and book_id in (${ids})`,
  )
  const unseen = Math.max(0, (row?.points ?? 0) - (row?.seen ?? 0))
  const review = row?.review ?? 0
  return {
    counts: {
      new: Math.min(plan.newLeft, unseen),
      learning: row?.learning ?? 0,
      review: Math.min(review, plan.reviewsLeft),
    },
    limitReached: unseen > plan.newLeft || review > plan.reviewsLeft,
  }
}

/**
 * The next cards to show me, in order: learning cards due now, then today's reviews (within my
 * daily limit; an exam's books first when it is near), then new points (within the new limit,
 * raised to an exam's pace), then learning cards due within the next 20 minutes.
 */
export async function listDue(db: Db, actor: Actor, query: DueQuery): Promise<DueList> {
  let asked: { id: string; title: string; slug: string } | null = null
  const bookId = countsScope(query.bookId)
  if (bookId !== undefined) asked = (await bookFactsFor(db, actor, bookId)).facts
  const plan = await planFor(db, actor.id, query.bookId)
  const scheduler = schedulerFor(plan.settings.retention)
  const items: DueItem[] = []
  const room = () => query.limit - items.length
  const addCards = (rows: DueRow[]) => {
    for (const row of rows) items.push(presentCard(row, scheduler, plan.now))
  }
  addCards(await dueCards(db, actor.id, plan, learningNow(plan), room(), false))
  addCards(await dueCards(db, actor.id, plan, reviewToday(plan), Math.min(room(), plan.reviewsLeft), true))
  for (const row of await newPoints(db, actor.id, plan, Math.min(room(), plan.newLeft))) {
    items.push({
      point: presentPoint(row.id, row.bookId, row),
      card: toCard(null),
      intervals: intervalsOf(scheduler, null, plan.now),
    })
  }
  if (items.length === 0) {
    addCards(await dueCards(db, actor.id, plan, learningAhead(plan), room(), false))
  }
  const { counts, limitReached } = await tallyOf(db, actor.id, plan)
  let nextDueAt: string | null = null
  if (items.length === 0 && plan.books.length > 0) {
    const [next] = await dueCards(
      db,
      actor.id,
      plan,
      sql`${studyCards.state} in (1, 3) and ${studyCards.due} < ${plan.dayEnd.toISOString()}::timestamptz`,
      1,
      false,
    )
    nextDueAt = next?.due.toISOString() ?? null
  }
  const nextDueDay =
    items.length === 0 && nextDueAt === null && !limitReached ? await nextDueDayOf(db, actor.id, plan) : null
  // The queue was read for this book alone: it is in my study list when the queue has it.
  const book = asked && {
    id: asked.id,
    title: asked.title,
    slug: asked.slug,
    studying: plan.books.length > 0,
  }
  return { items, counts, nextDueAt, limitReached, nextDueDay, book }
}

/**
 * The day (in my time zone) my next card of the queue's books is due: asked only once nothing is
 * left today, so every card it sees is due on a later day.
 */
async function nextDueDayOf(db: Db, userId: string, plan: Plan): Promise<string | null> {
  if (plan.books.length === 0) return null
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select to_char(min(due) at time zone ${plan.settings.timeZone}, 'YYYY-MM-DD') as day
      from study_cards where user_id = ${userId} and book_id in (${idsSql(plan.books.map((book) => book.id))})`,
  )
  return row?.day ?? null
}

/**
 * The book a due list, or a rating's or an undo's counts, is scoped to (`?bookId=`): a malformed
 * id is not found. For a rating or an undo, a book outside my readable study list counts nothing,
 * which tells no more than the due list does, and never fails the rating itself.
 */
function countsScope(bookId: string | undefined): string | undefined {
  if (bookId !== undefined && !isId(bookId)) throw notFound()
  return bookId
}

function presentPoint(id: string, bookId: string, row: Omit<DueRow, keyof CardRow>) {
  return {
    id,
    bookId,
    bookTitle: row.bookTitle,
    title: row.title,
    description: row.description,
    content: row.content,
    hiddenContent: row.hiddenContent,
    sectionTitle: row.sectionTitle,
  }
}

function presentCard(row: DueRow, scheduler: ReturnType<typeof schedulerFor>, now: Date): DueItem {
  return {
    point: presentPoint(row.pointId, row.bookId, row),
    card: toCard(row),
    intervals: intervalsOf(scheduler, row, now),
  }
}

// ---- Reviews --------------------------------------------------------------------------------

/** The point to rate, if I may read it; 404 otherwise. */
async function readablePoint(db: Db, actor: Actor, pointId: string) {
  if (!isId(pointId)) throw notFound()
  const [point] = await db
    .select({ id: points.id, bookId: points.bookId })
    .from(points)
    .where(eq(points.id, pointId))
  if (!point) throw notFound()
  await bookFactsFor(db, actor, point.bookId)
  return point
}

async function lockedCard(tx: Db, userId: string, pointId: string): Promise<CardRow | undefined> {
  const [row] = await tx
    .select()
    .from(studyCards)
    .where(and(eq(studyCards.userId, userId), eq(studyCards.pointId, pointId)))
    .for('update')
  return row
}

async function moveReviewCount(tx: Db, userId: string, by: number): Promise<number> {
  const [row] = await tx
    .insert(studySettings)
    .values({ userId, ...DEFAULTS, reviewCount: Math.max(0, by) })
    .onConflictDoUpdate({
      target: studySettings.userId,
      set: { reviewCount: sql`greatest(0, ${studySettings.reviewCount} + ${by})` },
    })
    .returning({ reviewCount: studySettings.reviewCount })
  return row?.reviewCount ?? 0
}

/**
 * Records one rating: the card's new schedule and its log row, in one transaction. Under an
 * Idempotency-Key, a repeat gets the first answer back and records nothing.
 */
export async function recordReview(
  db: Db,
  actor: Actor,
  input: ReviewInput,
  key: string,
  query: CountsQuery = {},
): Promise<Idempotent<ReviewResult>> {
  const bookId = countsScope(query.bookId)
  return db.transaction(async (t) => {
    const tx = t as unknown as Db
    // The scope is part of the request: the stored answer's counts are that scope's.
    return withIdempotency(tx, actor.id, key, { op: 'review', ...input, bookId }, 201, async () => {
      const point = await readablePoint(tx, actor, input.pointId)
      const now = clock.now()
      const settings = await readSettings(tx, actor.id)
      const before = await lockedCard(tx, actor.id, point.id)
      const { card, log } = rate(schedulerFor(settings.retention), before ?? null, input.rating, now)
      await tx
        .insert(studyCards)
        .values({ userId: actor.id, pointId: point.id, bookId: point.bookId, ...card, createdAt: now })
        .onConflictDoUpdate({ target: [studyCards.userId, studyCards.pointId], set: card })
      const reviewId = newId()
      await tx.insert(studyReviews).values({
        id: reviewId,
        userId: actor.id,
        pointId: point.id,
        ...log,
        durationMs: input.durationMs === undefined ? null : Math.min(input.durationMs, 10 * MINUTE),
      })
      const total = await moveReviewCount(tx, actor.id, 1)
      // The day's counts (what badges read) are the person's; the queue's books, the session's.
      const plan = await planFor(tx, actor.id, bookId)
      await awardStudyBadges(tx, actor.id, plan, total)
      return {
        reviewId,
        pointId: point.id,
        rating: input.rating,
        card: toCard(card),
        counts: await countsOf(tx, actor.id, plan),
      }
    })
  })
}

/**
 * Study badges, checked only when a threshold may just have been crossed (the day's tenth
 * review, the thousandth review), so a review costs no streak walk.
 */
async function awardStudyBadges(tx: Db, userId: string, plan: Plan, total: number) {
  const { today, settings, now } = plan
  if (today.all !== STREAK_DAY_REVIEWS && total !== 1000) return
  const streak =
    today.all === STREAK_DAY_REVIEWS ? (await streaksOf(tx, userId, settings.timeZone, now)).current : 0
  await emit(tx, { type: 'study.milestone', userId, streak, reviews: total })
}

/** Takes back my latest rating (of the last day): the card returns to what it was. */
export async function undoReview(
  db: Db,
  actor: Actor,
  key: string | undefined,
  query: CountsQuery = {},
): Promise<Idempotent<UndoResult>> {
  const bookId = countsScope(query.bookId)
  return db.transaction(async (t) => {
    const tx = t as unknown as Db
    const run = async (): Promise<UndoResult> => {
      const now = clock.now()
      const [review] = await tx
        .select()
        .from(studyReviews)
        .where(and(eq(studyReviews.userId, actor.id), isNotNull(studyReviews.pointId)))
        .orderBy(desc(studyReviews.reviewedAt), desc(studyReviews.id))
        .limit(1)
        .for('update')
      if (!review?.pointId || now.getTime() - review.reviewedAt.getTime() > UNDO_WINDOW_MS) {
        throw new AppError('NOTHING_TO_UNDO')
      }
      const card = await lockedCard(tx, actor.id, review.pointId)
      if (!card || card.lastReview?.getTime() !== review.reviewedAt.getTime())
        throw new AppError('NOTHING_TO_UNDO')
      const settings = await readSettings(tx, actor.id)
      const restored: CardColumns | null = undo(schedulerFor(settings.retention), card, review)
      const mine = and(eq(studyCards.userId, actor.id), eq(studyCards.pointId, review.pointId))
      if (restored) await tx.update(studyCards).set(restored).where(mine)
      else await tx.delete(studyCards).where(mine)
      await tx.delete(studyReviews).where(eq(studyReviews.id, review.id))
      await moveReviewCount(tx, actor.id, -1)
      const plan = await planFor(tx, actor.id, bookId)
      return {
        pointId: review.pointId,
        rating: ratingName(review.rating),
        card: toCard(restored),
        counts: await countsOf(tx, actor.id, plan),
      }
    }
    if (key === undefined) return { status: 200, body: await run(), replayed: false }
    return withIdempotency(tx, actor.id, key, { op: 'undo', bookId }, 200, run)
  })
}

// ---- The study list -------------------------------------------------------------------------

/** Is this readable book in my queue? (Mine and shared ones are unless I took them out.) */
export async function studyingBook(db: Db, userId: string, bookId: string): Promise<boolean> {
  const [row] = await rowsOf<{ studying: boolean }>(
    db,
    sql`select exists (select 1 from (${queueBooksSql(userId, bookId)}) q) as studying`,
  )
  return row?.studying ?? false
}

export async function setStudying(
  db: Db,
  actor: Actor,
  idOrSlug: string,
  studying: boolean,
): Promise<StudyBookState> {
  const { facts } = await bookFactsFor(db, actor, idOrSlug)
  const now = clock.now()
  await db
    .insert(studyBooks)
    .values({ userId: actor.id, bookId: facts.id, studying, updatedAt: now })
    .onConflictDoUpdate({ target: [studyBooks.userId, studyBooks.bookId], set: { studying, updatedAt: now } })
  return { bookId: facts.id, studying: await studyingBook(db, actor.id, facts.id) }
}

export async function studyBookStats(db: Db, actor: Actor, idOrSlug: string) {
  const { facts, role } = await bookFactsFor(db, actor, idOrSlug)
  const studying = await studyingBook(db, actor.id, facts.id)
  const asksToAdd = !studying && role !== null && (await readSettings(db, actor.id)).addsBooks === null
  const [stats] = studying ? await bookStats(db, actor.id, clock.now(), facts.id) : []
  return {
    bookId: facts.id,
    title: facts.title,
    slug: facts.slug,
    new: stats?.new ?? facts.pointCount,
    learning: stats?.learning ?? 0,
    review: stats?.review ?? 0,
    mature: stats?.mature ?? 0,
    due: stats?.due ?? 0,
    studying,
    asksToAdd,
  }
}

/**
 * A book just mine (created, copied) or just shared with me stays out of my study list unless I
 * said such books go in (decision 029): kept out as a book taken out is, so saying yes later, or
 * "Study this book", brings it in.
 */
export async function keepOutUnlessAdding(tx: Db, userId: string, bookId: string): Promise<void> {
  await tx.execute(sql`insert into study_books (user_id, book_id, studying, updated_at)
    select ${userId}, ${bookId}, false, ${clock.now().toISOString()}::timestamptz
    where not coalesce((select adds_books from study_settings where user_id = ${userId}), false)
    on conflict do nothing`)
}

// ---- Statistics -----------------------------------------------------------------------------

export async function myStudyStats(db: Db, actor: Actor): Promise<StudyStats> {
  const settings = await readSettings(db, actor.id)
  return statsFor(db, actor.id, settings.timeZone, true)
}

/** Someone's statistics: theirs to show (404 otherwise, and wherever their profile is hidden). */
export async function userStudyStats(db: Db, actor: Actor | null, userId: string): Promise<StudyStats> {
  await visiblePerson(db, actor, userId)
  const settings = await readSettings(db, userId)
  if (actor?.id !== userId && !settings.statsPublic) throw notFound()
  return statsFor(db, userId, settings.timeZone, false)
}
