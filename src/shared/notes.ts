import { z } from 'zod'
import { exampleNote, exampleNoteInput } from './examples'
import { PointSummarySchema } from './points'
import { text, timestamp, trimmedText } from './text'
import { V } from './validation'

export const NOTE_CONTENT_MAX = 10_000

export const NoteInput = z
  .object({
    content: trimmedText().min(1, V.required).max(NOTE_CONTENT_MAX, V.tooLong),
  })
  .meta({ example: exampleNoteInput })
export type NoteInput = z.infer<typeof NoteInput>

export const NoteSchema = z
  .object({
    id: text(),
    pointId: text(),
    content: text(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ example: exampleNote })
export type Note = z.infer<typeof NoteSchema>

/** A note in my list of notes, with the point it is about. */
export const MyNoteSchema = NoteSchema.extend({ point: PointSummarySchema })
export type MyNote = z.infer<typeof MyNoteSchema>
