import { z } from 'zod'
import { exampleTimer, exampleTimerCreate } from './examples'
import { TIMER_DAYS_MAX, TIMER_DAYS_MIN, TIMER_NAME_MAX } from './notification-constants'
import { idRef, text, timestamp, trimmedText, wholeNumber } from './text'
import { V } from './validation'

/** At most 50 books, each once. */
const BookIds = z
  .array(idRef())
  .max(50)
  .transform((ids) => [...new Set(ids)])

const Name = trimmedText().min(1, V.required).max(TIMER_NAME_MAX, V.tooLong)
/** Whole days; a form sends its input's text, so digits written as text are read too. */
const Days = wholeNumber(TIMER_DAYS_MIN, TIMER_DAYS_MAX, V.daysRange)

/**
 * The moment it ends, instead of `days`: an exam day picked on a calendar (and a time), sent as an
 * instant with its offset, so it is the moment in the person's own time zone. It must lie ahead,
 * at most `TIMER_DAYS_MAX` days (checked by the server against its clock).
 */
const ExpiresAt = z.iso.datetime({ offset: true, error: V.invalid }).max(64, V.invalid)

export const TimerCreateInput = z
  .object({
    name: Name,
    /** The spec's length in whole days from now; or `expiresAt`, one of the two. */
    days: Days.optional(),
    expiresAt: ExpiresAt.optional(),
    /** Books this exam covers (any I can read): their pace is shown and their new points come first. */
    bookIds: BookIds.optional(),
  })
  .refine((value) => value.days !== undefined || value.expiresAt !== undefined, {
    message: V.required,
    path: ['days'],
  })
  .meta({ example: exampleTimerCreate })
export type TimerCreateInput = z.infer<typeof TimerCreateInput>

export const TimerUpdateInput = z
  .object({ name: Name, days: Days, expiresAt: ExpiresAt, bookIds: BookIds })
  .partial()
  .refine(
    (value) =>
      value.name !== undefined ||
      value.days !== undefined ||
      value.expiresAt !== undefined ||
      value.bookIds !== undefined,
    V.required,
  )
export type TimerUpdateInput = z.infer<typeof TimerUpdateInput>

export const TimerSchema = z
  .object({
    id: text(),
    name: text(),
    /** Whole days from its creation to its end (rounded up where a date was picked). */
    days: z.number().int(),
    /** Its creation plus `days` whole days, or the moment picked. */
    expiresAt: timestamp(),
    createdAt: timestamp(),
    isExpired: z.boolean(),
    /** The books this exam covers, as I may still read them. */
    books: z.array(z.object({ id: text(), title: text(), slug: text() })),
    /** Their points I have not studied yet. */
    unseen: z.number().int(),
    /** New points a day to see them all before the day; null with no books, or once it passed. */
    pace: z.number().int().nullable(),
  })
  .meta({ example: exampleTimer })
export type Timer = z.infer<typeof TimerSchema>
