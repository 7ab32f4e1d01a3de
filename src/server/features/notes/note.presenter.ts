import type { MyNote, Note } from '../../../shared/notes'
import type { PointSummary } from '../../../shared/points'
import type { notes } from './note.table'

type NoteRow = typeof notes.$inferSelect

export function toNote(note: NoteRow): Note {
  return {
    id: note.id,
    pointId: note.pointId,
    content: note.content,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  }
}

export function toMyNote({ note, point }: { note: NoteRow; point: PointSummary }): MyNote {
  return { ...toNote(note), point }
}
