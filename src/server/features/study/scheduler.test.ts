import fc from 'fast-check'
import { createEmptyCard, type Card as FsrsCard, fsrs, type RecordLogItem, type ReviewLog } from 'ts-fsrs'
import { describe, expect, it } from 'vitest'
import { RATINGS, type RatingName } from '../../../shared/study-constants'
import {
  type CardColumns,
  gradeOf,
  intervalsOf,
  type ReviewRow,
  rate,
  State,
  schedulerFor,
  toCardColumns,
  toFsrsCard,
  undo,
} from './scheduler'

// scheduler.ts against ts-fsrs run directly: the same FSRS-6 settings (default parameters, Anki's
// learning steps, fuzz on), so every rating, replayed through our columns, must give the very
// dates and memory states ts-fsrs gives; and what FSRS promises about the four answers must hold
// from any history. Pure: no database.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const RETENTIONS = [0.8, 0.9, 0.97] as const
const START = new Date('2025-03-10T08:30:00.000Z')

/** When the next review happens, from the card as it now is and the previous review's time. */
type Gap =
  | 'due' // exactly at the due date
  | 'early' // halfway between the previous review and the due date
  | 'learn-ahead' // 15 minutes before the due date (the queue shows learning cards 20 minutes early)
  | 'late' // three days after the due date
  | 'late-short' // 30 minutes after the due date
  | 'same-minute' // one minute after the previous review, whatever the due date

interface Step {
  rating: RatingName
  /** When this review happens; the first review is at START. */
  gap: Gap
}

function nextTime(gap: Gap, due: Date, previous: Date): Date {
  const d = due.getTime()
  const p = previous.getTime()
  switch (gap) {
    case 'due':
      return new Date(Math.max(d, p))
    case 'early':
      return new Date(Math.max(p, p + Math.floor((d - p) / 2)))
    case 'learn-ahead':
      return new Date(Math.max(p, d - 15 * MINUTE))
    case 'late':
      return new Date(Math.max(p, d + 3 * DAY))
    case 'late-short':
      return new Date(Math.max(p, d + 30 * MINUTE))
    case 'same-minute':
      return new Date(p + MINUTE)
  }
}

const steps = (spec: string): Step[] =>
  spec
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token) => {
      const [head = '', gap = 'due'] = token.split('@')
      const [rating, times = '1'] = head.split('×')
      return Array.from({ length: Number(times) }, () => ({ rating: rating as RatingName, gap: gap as Gap }))
    })

/** Rating sequences (`rating×times@gap`, at the due date unless a gap is named). */
const SEQUENCES: [string, Step[]][] = [
  ['good ×5', steps('good×5')],
  ['again, good, good', steps('again good good')],
  ['hard, hard, easy', steps('hard hard easy')],
  ['easy', steps('easy')],
  ['again ×3 then good ×4', steps('again×3 good×4')],
  ['a lapse in review: good ×4, again, good ×3', steps('good×4 again good×3')],
  ['two lapses, again while relearning', steps('good×3 again again good again@late good×2')],
  [
    'early and late reviews',
    steps('good good@late good@early hard@late easy@early good@late-short again@early good@late'),
  ],
  ['learning cards reviewed ahead', steps('again good@learn-ahead good@learn-ahead again good@learn-ahead')],
  [
    'the same minute over and over',
    steps('good good@same-minute again@same-minute easy@same-minute hard@same-minute'),
  ],
  ['easy ×6 (long intervals)', steps('easy×6')],
  ['hard ×8', steps('hard×8')],
  [
    'a long mixed history',
    steps(
      'good good@late-short hard@late good@early again@late hard@learn-ahead good easy@late good@early again again@same-minute good@late-short good@late easy hard@early good',
    ),
  ],
]

/** A card as the database hands it back: fresh Date objects, the same numbers. */
function throughColumns(columns: CardColumns): CardColumns {
  const copy = structuredClone(columns)
  return toCardColumns(toFsrsCard(copy, copy.due))
}

/** The review log row the service writes, as read back. */
function reviewRow(log: ReturnType<typeof rate>['log']): ReviewRow {
  return {
    ...structuredClone(log),
    id: '00000000-0000-4000-8000-000000000000',
    userId: 'u',
    pointId: 'p',
    durationMs: null,
  }
}

function expectSameCard(ours: CardColumns, theirs: FsrsCard, where: string) {
  expect(ours.due.getTime(), `${where}: due`).toBe(theirs.due.getTime())
  expect(ours.stability, `${where}: stability`).toBe(theirs.stability)
  expect(ours.difficulty, `${where}: difficulty`).toBe(theirs.difficulty)
  expect(ours.state, `${where}: state`).toBe(theirs.state)
  expect(ours.reps, `${where}: reps`).toBe(theirs.reps)
  expect(ours.lapses, `${where}: lapses`).toBe(theirs.lapses)
  expect(ours.scheduledDays, `${where}: scheduled_days`).toBe(theirs.scheduled_days)
  expect(ours.learningSteps, `${where}: learning_steps`).toBe(theirs.learning_steps)
  expect(ours.elapsedDays, `${where}: elapsed_days`).toBe(theirs.elapsed_days)
  expect(ours.lastReview?.getTime(), `${where}: last_review`).toBe(theirs.last_review?.getTime())
}

function expectSameLog(ours: ReturnType<typeof rate>['log'], theirs: ReviewLog, where: string) {
  expect(ours.rating, `${where}: log rating`).toBe(theirs.rating)
  expect(ours.state, `${where}: log state`).toBe(theirs.state)
  expect(ours.stability, `${where}: log stability`).toBe(theirs.stability)
  expect(ours.difficulty, `${where}: log difficulty`).toBe(theirs.difficulty)
  expect(ours.elapsedDays, `${where}: log elapsed_days`).toBe(theirs.elapsed_days)
  expect(ours.lastElapsedDays, `${where}: log last_elapsed_days`).toBe(theirs.last_elapsed_days)
  expect(ours.scheduledDays, `${where}: log scheduled_days`).toBe(theirs.scheduled_days)
  expect(ours.learningSteps, `${where}: log learning_steps`).toBe(theirs.learning_steps)
  expect(ours.reviewedAt.getTime(), `${where}: log review`).toBe(theirs.review.getTime())
}

describe.each(RETENTIONS)('replayed at retention %s, compared with ts-fsrs run directly', (retention) => {
  it.each(SEQUENCES)('%s', (_name, sequence) => {
    const ours = schedulerFor(retention)
    const theirs = fsrs({ request_retention: retention, enable_fuzz: true, enable_short_term: true })
    let row: CardColumns | null = null
    let card: FsrsCard | null = null
    let now = START
    for (const [i, step] of sequence.entries()) {
      const where = `step ${i + 1} (${step.rating}@${step.gap})`
      if (row && card) now = nextTime(step.gap, row.due, now)
      const direct: FsrsCard = card ?? createEmptyCard(now)
      const grade = gradeOf(step.rating)

      // What the buttons show equals what ts-fsrs would do for each rating.
      const intervals = intervalsOf(ours, row, now)
      const preview = theirs.repeat(direct, now)
      for (const name of RATINGS) {
        const due = preview[gradeOf(name)].card.due
        expect(intervals[name].due, `${where}: ${name} preview`).toBe(due.toISOString())
        expect(intervals[name].seconds).toBe(Math.round((due.getTime() - now.getTime()) / 1000))
      }

      const result = rate(ours, row, step.rating, now)
      const expected: RecordLogItem = theirs.next(direct, now, grade)
      expectSameCard(result.card, expected.card, where)
      expectSameLog(result.log, expected.log, where)
      // The log keeps the card's own due date and last review before the rating (for undo).
      expect(result.log.due.getTime(), `${where}: log due`).toBe((row?.due ?? now).getTime())
      expect(result.log.previousReview?.getTime(), `${where}: previous review`).toBe(
        row?.lastReview?.getTime(),
      )
      // The preview and the rating agree (the fuzz is seeded from the card and the time).
      expect(result.card.due.toISOString()).toBe(intervals[step.rating].due)

      row = throughColumns(result.card)
      card = expected.card
    }
    expect(row?.reps).toBe(sequence.length)
  })
})

describe('undo', () => {
  it('gives null for a card that was new before the rating', () => {
    const scheduler = schedulerFor(0.9)
    for (const rating of RATINGS) {
      const { card, log } = rate(scheduler, null, rating, START)
      expect(log.state).toBe(State.New)
      expect(undo(scheduler, card, reviewRow(log))).toBeNull()
    }
  })

  it.each(SEQUENCES)('restores every field of the card before each rating: %s', (_name, sequence) => {
    for (const retention of RETENTIONS) {
      const scheduler = schedulerFor(retention)
      let row: CardColumns | null = null
      let now = START
      for (const [i, step] of sequence.entries()) {
        if (row) now = nextTime(step.gap, row.due, now)
        const result = rate(scheduler, row, step.rating, now)
        const restored = undo(scheduler, throughColumns(result.card), reviewRow(result.log))
        // All fields, lastReview (from previousReview) and the due date included.
        expect(restored, `retention ${retention}, step ${i + 1} (${step.rating}@${step.gap})`).toEqual(row)
        row = throughColumns(result.card)
      }
    }
  })
})

// ---- Properties -----------------------------------------------------------------------------

/** A non-negative wait after the previous review: minutes (learning), days (review), or at due. */
const gapArb = fc.oneof(
  fc.constant<'due'>('due'),
  fc.integer({ min: 0, max: 2 * HOUR }),
  fc.integer({ min: 0, max: 400 * DAY }),
)
const historyArb = fc.record({
  retention: fc.integer({ min: 800, max: 970 }).map((n) => n / 1000),
  start: fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
  history: fc.array(fc.record({ rating: fc.constantFrom(...RATINGS), gap: gapArb }), { maxLength: 25 }),
  lastGap: gapArb,
})

type History = typeof historyArb extends fc.Arbitrary<infer T> ? T : never

const after = (gap: History['lastGap'], row: CardColumns | null, previous: Date) =>
  gap === 'due'
    ? new Date(Math.max(row?.due.getTime() ?? previous.getTime(), previous.getTime()))
    : new Date(previous.getTime() + gap)

/** Replays a history through our columns; each card state reached, with the time of its next review. */
function* statesOf({ retention, start, history, lastGap }: History) {
  const scheduler = schedulerFor(retention)
  let row: CardColumns | null = null
  let now = start
  for (const step of history) {
    yield { scheduler, row, now }
    row = throughColumns(rate(scheduler, row, step.rating, now).card)
    now = after(step.gap, row, now)
  }
  yield { scheduler, row, now: after(lastGap, row, now) }
}

describe('what FSRS promises, from any history', () => {
  it('a Good never schedules earlier than an Again, nor Easy than Good, nor Good than Hard', () => {
    // ts-fsrs orders the four answers in every state: in (re)learning through the steps (Again
    // 1 m, Hard 6 m, Good 10 m or graduation, Easy graduation, for new and learning cards;
    // Again 10 m, Hard 15 m, Good and Easy graduation when relearning), in review by clamping
    // Hard ≤ Good − 1 day < Easy. 20,000 runs of this property found no exception, so all of
    // them are asserted.
    fc.assert(
      fc.property(historyArb, (history) => {
        for (const { scheduler, row, now } of statesOf(history)) {
          const due = Object.fromEntries(
            RATINGS.map((rating) => [rating, rate(scheduler, row, rating, now).card.due.getTime()]),
          ) as Record<RatingName, number>
          expect(due.good).toBeGreaterThanOrEqual(due.again)
          expect(due.hard).toBeGreaterThanOrEqual(due.again)
          expect(due.good).toBeGreaterThanOrEqual(due.hard)
          expect(due.easy).toBeGreaterThanOrEqual(due.good)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('never moves a due date into the past, and keeps stability and difficulty in range', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        for (const { scheduler, row, now } of statesOf(history)) {
          const intervals = intervalsOf(scheduler, row, now)
          for (const rating of RATINGS) {
            const { card } = rate(scheduler, row, rating, now)
            expect(card.due.getTime()).toBeGreaterThanOrEqual(now.getTime())
            expect(intervals[rating].seconds).toBeGreaterThanOrEqual(0)
            expect(intervals[rating].due).toBe(card.due.toISOString())
            expect(Number.isFinite(card.stability) && card.stability > 0).toBe(true)
            expect(Number.isFinite(card.difficulty)).toBe(true)
            expect(card.difficulty).toBeGreaterThanOrEqual(1)
            expect(card.difficulty).toBeLessThanOrEqual(10)
            expect(card.lastReview?.getTime()).toBe(now.getTime())
          }
        }
      }),
      { numRuns: 300 },
    )
  })

  it('gives the dates and memory states of ts-fsrs run directly', () => {
    fc.assert(
      fc.property(historyArb, ({ retention, start, history }) => {
        const ours = schedulerFor(retention)
        const theirs = fsrs({ request_retention: retention, enable_fuzz: true, enable_short_term: true })
        let row: CardColumns | null = null
        let card = createEmptyCard(start)
        let now = start
        for (const [i, step] of history.entries()) {
          const result = rate(ours, row, step.rating, now)
          const expected = theirs.next(card, now, gradeOf(step.rating))
          expectSameCard(result.card, expected.card, `step ${i + 1}`)
          row = throughColumns(result.card)
          card = expected.card
          now = after(step.gap, row, now)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('undoes any rating back to the card before it', () => {
    fc.assert(
      fc.property(historyArb, fc.constantFrom(...RATINGS), (history, rating) => {
        for (const { scheduler, row, now } of statesOf(history)) {
          const result = rate(scheduler, row, rating, now)
          const restored = undo(scheduler, throughColumns(result.card), reviewRow(result.log))
          expect(restored).toEqual(row)
        }
      }),
      { numRuns: 200 },
    )
  })
})
