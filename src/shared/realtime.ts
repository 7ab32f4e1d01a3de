import { z } from 'zod'
import { REALTIME_TOPICS_MAX } from './realtime-constants'
import { idText, text } from './text'
import { V } from './validation'

/** A topic names one thing by its kind and id: `post:{id}`, `book:{id}`. */
const topic = z
  .string()
  .max(85, V.tooLong)
  .regex(/^[a-z]{1,20}:[0-9A-Za-z-]{1,64}$/, V.invalid)

export const RealtimeTopicsInput = z
  .object({
    /** The stream's id, as its `ready` event said. */
    streamId: idText(),
    topics: z.array(topic).max(REALTIME_TOPICS_MAX),
  })
  .strict()
export type RealtimeTopicsInput = z.infer<typeof RealtimeTopicsInput>

export const RealtimeTopicsSchema = z.object({ topics: z.array(text()) })
export type RealtimeTopics = z.infer<typeof RealtimeTopicsSchema>
