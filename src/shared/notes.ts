import { z } from 'zod'
import { PointSummarySchema } from './points'
import { text } from './text'
import { V } from './validation'

export const NOTE_CONTENT_MAX = 10_000

export const NoteInput = z.object({
  content: text().trim().min(1, V.required).max(NOTE_CONTENT_MAX, V.tooLong),
})
export type NoteInput = z.infer<typeof NoteInput>

export const NoteSchema = z.object({
  id: text(),
  pointId: text(),
  content: text(),
  createdAt: text(),
  updatedAt: text(),
})
export type Note = z.infer<typeof NoteSchema>

/** A note in my list of notes, with the point it is about. */
export const MyNoteSchema = NoteSchema.extend({ point: PointSummarySchema })
export type MyNote = z.infer<typeof MyNoteSchema>
