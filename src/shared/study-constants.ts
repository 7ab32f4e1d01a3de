// Study's constants, apart from its schemas, so the web app's main bundle can read them without zod.

export const RATINGS = ['again', 'hard', 'good', 'easy'] as const
export type RatingName = (typeof RATINGS)[number]

/** A card's state, as ts-fsrs names them (State 0–3). */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const
export type CardStateName = (typeof CARD_STATES)[number]

export const NEW_PER_DAY_DEFAULT = 20
export const NEW_PER_DAY_MAX = 9999
export const REVIEWS_PER_DAY_DEFAULT = 200
export const REVIEWS_PER_DAY_MAX = 9999
export const RETENTION_DEFAULT = 0.9
export const RETENTION_MIN = 0.8
export const RETENTION_MAX = 0.97

/** `GET /study/due`: the next cards to show, at most this many at once. */
export const DUE_LIMIT_DEFAULT = 20
export const DUE_LIMIT_MAX = 100

/** A day counts toward a streak after this many reviews, so one tap does not keep it. */
export const STREAK_DAY_REVIEWS = 10
/** A card is mature once its interval reaches this many days (Anki's 21). */
export const MATURE_DAYS = 21
/** Learning cards due this soon are shown now rather than after a wait (Anki's learn-ahead). */
export const LEARN_AHEAD_MINUTES = 20
/** An exam this near makes the queue favour its books. */
export const EXAM_NEAR_DAYS = 7
/** Heatmap span and forecast span, in days. */
export const HEATMAP_DAYS = 365
export const FORECAST_DAYS = 30
export const RETENTION_WINDOW_DAYS = 30

/** The Idempotency-Key header's length limit (the IETF draft leaves it to the server). */
export const IDEMPOTENCY_KEY_MAX = 255
