import { createEmptyCard, type FSRS, type Card as FsrsCard, fsrs, type Grade, Rating, State } from 'ts-fsrs'
import type { Card, Intervals } from '../../../shared/study'
import { CARD_STATES, type CardStateName, RATINGS, type RatingName } from '../../../shared/study-constants'
import type { studyCards, studyReviews } from './study.table'

/**
 * The one place that speaks ts-fsrs: FSRS-6 with its default parameters, Anki's learning steps
 * (1 m, 10 m) and relearning step (10 m), and interval fuzz (ts-fsrs seeds it from the card and
 * the review time, so a replay gives the same dates). Only the desired retention is a person's.
 */
const schedulers = new Map<number, FSRS>()

export function schedulerFor(retention: number): FSRS {
  const key = Math.round(retention * 1000) / 1000
  let scheduler = schedulers.get(key)
  if (!scheduler) {
    scheduler = fsrs({ request_retention: key, enable_fuzz: true, enable_short_term: true })
    schedulers.set(key, scheduler)
  }
  return scheduler
}

export const gradeOf = (rating: RatingName): Grade => (RATINGS.indexOf(rating) + 1) as Grade
export const ratingName = (grade: number): RatingName => RATINGS[grade - 1] ?? 'again'
const stateName = (state: number): CardStateName => CARD_STATES[state] ?? 'new'

export type CardRow = typeof studyCards.$inferSelect
export type ReviewRow = typeof studyReviews.$inferSelect
/** The schedule columns of a card row, as ts-fsrs writes them. */
export type CardColumns = Omit<CardRow, 'userId' | 'pointId' | 'bookId' | 'createdAt'>

export function toFsrsCard(row: CardColumns | null, now: Date): FsrsCard {
  if (!row) return createEmptyCard(now)
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.lastReview ?? undefined,
  }
}

export function toCardColumns(card: FsrsCard): CardColumns {
  return {
    state: card.state,
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ?? null,
  }
}

/** A card as the API shows it; a point never rated is `new`, with no due date. */
export function toCard(row: CardColumns | null): Card {
  if (!row)
    return { state: 'new', due: null, stability: 0, difficulty: 0, reps: 0, lapses: 0, lastReview: null }
  return {
    state: stateName(row.state),
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview?.toISOString() ?? null,
  }
}

/**
 * The time a rating counts at: now, or the card's last review when that is later. A clock that
 * stepped back (another process's, or this one's after a correction) would otherwise give FSRS a
 * negative wait, which it refuses; a review at its last one's moment is a wait of zero.
 */
function ratedAt(row: CardColumns | null, now: Date): Date {
  return row?.lastReview && row.lastReview > now ? row.lastReview : now
}

/** What each rating would do now: the due date it gives and the wait until then. */
export function intervalsOf(scheduler: FSRS, row: CardColumns | null, clockNow: Date): Intervals {
  const now = ratedAt(row, clockNow)
  const preview = scheduler.repeat(toFsrsCard(row, now), now)
  const entry = (rating: RatingName) => {
    const due = preview[gradeOf(rating)].card.due
    return {
      due: due.toISOString(),
      seconds: Math.max(0, Math.round((due.getTime() - clockNow.getTime()) / 1000)),
    }
  }
  return { again: entry('again'), hard: entry('hard'), good: entry('good'), easy: entry('easy') }
}

/** One rating: the card after it, and the log row of the card before it. */
export function rate(scheduler: FSRS, row: CardColumns | null, rating: RatingName, clockNow: Date) {
  const now = ratedAt(row, clockNow)
  const { card, log } = scheduler.next(toFsrsCard(row, now), now, gradeOf(rating))
  return {
    card: toCardColumns(card),
    log: {
      rating: log.rating as number,
      state: log.state as number,
      // The card's own due date (ts-fsrs logs its last review here), so undo restores it exactly.
      due: row?.due ?? now,
      stability: log.stability,
      difficulty: log.difficulty,
      elapsedDays: log.elapsed_days,
      lastElapsedDays: log.last_elapsed_days,
      scheduledDays: log.scheduled_days,
      learningSteps: log.learning_steps,
      previousReview: row?.lastReview ?? null,
      reviewedAt: now,
    },
  }
}

/** The card as it was before a logged rating (ts-fsrs's rollback, with its due and last review exact). */
export function undo(scheduler: FSRS, row: CardColumns, review: ReviewRow): CardColumns | null {
  if (review.state === State.New) return null
  const before = scheduler.rollback(toFsrsCard(row, review.reviewedAt), {
    rating: review.rating as Rating,
    state: review.state as State,
    due: review.due,
    stability: review.stability,
    difficulty: review.difficulty,
    elapsed_days: review.elapsedDays,
    last_elapsed_days: review.lastElapsedDays,
    scheduled_days: review.scheduledDays,
    learning_steps: review.learningSteps,
    review: review.reviewedAt,
  })
  // ts-fsrs's rollback cannot know the old due date and last review; the log row keeps both.
  return { ...toCardColumns(before), due: review.due, lastReview: review.previousReview }
}

export { Rating, State }
