import { z } from 'zod'
import { TIMER_DAYS_MAX, TIMER_DAYS_MIN, TIMER_NAME_MAX } from './notification-constants'
import { pathParam, text } from './text'
import { V } from './validation'

const Name = text().trim().min(1, V.required).max(TIMER_NAME_MAX, V.tooLong)
/** Whole days; a form sends its input's text, so numbers written as text are read too. */
const Days = z.coerce
  .number({ error: V.daysRange })
  .int(V.daysRange)
  .min(TIMER_DAYS_MIN, V.daysRange)
  .max(TIMER_DAYS_MAX, V.daysRange)

export const TimerCreateInput = z.object({
  name: Name,
  days: Days,
  /** Books this exam covers; accepted for the study features to come, not stored yet. */
  bookIds: z.array(pathParam()).max(50).optional(),
})
export type TimerCreateInput = z.infer<typeof TimerCreateInput>

export const TimerUpdateInput = z
  .object({ name: Name, days: Days })
  .partial()
  .refine((value) => value.name !== undefined || value.days !== undefined, V.required)
export type TimerUpdateInput = z.infer<typeof TimerUpdateInput>

export const TimerSchema = z.object({
  id: text(),
  name: text(),
  days: z.number().int(),
  /** Its creation plus `days` whole days. */
  expiresAt: text(),
  createdAt: text(),
  isExpired: z.boolean(),
})
export type Timer = z.infer<typeof TimerSchema>
