import type { DueCounts, DueItem, DueList, StudyBook } from '../../../shared/study'
import type { RatingName } from '../../../shared/study-constants'

/** One rating given in this session, oldest first. `key` is its Idempotency-Key. */
export interface SessionEntry {
  item: DueItem
  rating: RatingName
  durationMs: number
  key: string
}

export interface SessionState {
  /** The cards still to show, the one on screen first. */
  queue: DueItem[]
  log: SessionEntry[]
  /** What is left today, as last known (the server's answer, less the ratings given since). */
  counts: DueCounts
  nextDueAt: string | null
  /** Cards wait beyond today's limits (the server's last answer). */
  limitReached: boolean
  /** Nothing left today: the day the next card is due (the server's last answer). */
  nextDueDay: string | null
  /** The book studied (`?bookId=`), null for all of my books. */
  book: StudyBook | null
}

export type SessionAction =
  /**
   * A due list arrived, asked for when the log held `ratedBefore` ratings: cards rated since, and
   * those in `exclude` (ratings the server may not have yet), are not due again yet.
   */
  | { type: 'listed'; list: DueList; exclude: ReadonlySet<string>; ratedBefore: number; isSettled: boolean }
  | { type: 'rated'; entry: SessionEntry }
  /** The server's counts after a rating, taken when no other rating is on its way. */
  | { type: 'counted'; counts: DueCounts }
  /** The latest rating of `pointId` was taken back: its card is shown again first. */
  | { type: 'undone'; pointId: string; counts: DueCounts | null }

export function startSession(list: DueList): SessionState {
  return {
    queue: list.items,
    log: [],
    counts: list.counts,
    nextDueAt: list.nextDueAt,
    limitReached: list.limitReached,
    nextDueDay: list.nextDueDay,
    book: list.book,
  }
}

/** The count a card is part of: new, learning (relearning too) or review. */
export function countOf(item: DueItem): keyof DueCounts {
  const { state } = item.card
  return state === 'new' ? 'new' : state === 'review' ? 'review' : 'learning'
}

const withCount = (counts: DueCounts, item: DueItem, change: number): DueCounts => {
  const key = countOf(item)
  return { ...counts, [key]: Math.max(0, counts[key] + change) }
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'listed': {
      const skip = new Set([
        ...state.queue.map((item) => item.point.id),
        ...state.log.slice(action.ratedBefore).map((entry) => entry.item.point.id),
        ...action.exclude,
      ])
      const added = action.list.items.filter((item) => !skip.has(item.point.id))
      return {
        ...state,
        queue: [...state.queue, ...added],
        counts:
          action.isSettled && state.log.length === action.ratedBefore ? action.list.counts : state.counts,
        nextDueAt: action.list.nextDueAt,
        limitReached: action.list.limitReached,
        nextDueDay: action.list.nextDueDay,
        book: action.list.book,
      }
    }
    case 'rated': {
      const { item } = action.entry
      return {
        ...state,
        queue: state.queue.filter((queued) => queued.point.id !== item.point.id),
        log: [...state.log, action.entry],
        counts: withCount(state.counts, item, -1),
      }
    }
    case 'counted':
      return { ...state, counts: action.counts }
    case 'undone': {
      const index = state.log.findLastIndex((entry) => entry.item.point.id === action.pointId)
      const entry = state.log[index]
      if (!entry) return state
      return {
        ...state,
        queue: [entry.item, ...state.queue.filter((queued) => queued.point.id !== action.pointId)],
        log: state.log.filter((_, at) => at !== index),
        counts: action.counts ?? withCount(state.counts, entry.item, 1),
      }
    }
  }
}

/** The session's summary: how many of each rating, and the time spent answering. */
export function sessionSummary(log: readonly SessionEntry[]) {
  const byRating: Record<RatingName, number> = { again: 0, hard: 0, good: 0, easy: 0 }
  let durationMs = 0
  for (const entry of log) {
    byRating[entry.rating] += 1
    durationMs += entry.durationMs
  }
  return { reviewed: log.length, byRating, durationMs }
}
