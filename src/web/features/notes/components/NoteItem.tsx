import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Note } from '../../../../shared/notes'
import { formatDate } from '../../../lib/date'
import { excerpt } from '../../../lib/excerpt'
import { confirmHint } from '../../../ui/confirm'
import { Markdown } from '../../markdown/Markdown'
import { useDeleteNote, useUpdateNote } from '../mutations'
import { NoteForm } from './NoteForm'

/** One of my notes: read, edit in place, or delete after the Hint. */
export function NoteItem({ note }: { note: Note }) {
  const { t, i18n } = useTranslation()
  const [isEditing, setEditing] = useState(false)
  const update = useUpdateNote(note.pointId, note.id)
  const remove = useDeleteNote(note.pointId, note.id)
  const date = formatDate(note.updatedAt, i18n.language, 'dateTime')

  const handleDelete = async () => {
    if (await confirmHint('delete-note', { excerpt: excerpt(note.content) })) remove.mutate()
  }

  if (isEditing)
    return (
      <li className="py-3">
        <NoteForm
          initial={note.content}
          label={t('notes.edit')}
          submitLabel={t('common.save')}
          onSave={async (content) => {
            await update.mutateAsync(content)
            setEditing(false)
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    )

  return (
    <li className="flex flex-col gap-1 py-3">
      <Markdown source={note.content} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-base-content/70">
        <time dateTime={note.updatedAt}>{date}</time>
        <span className="flex gap-1">
          <button
            type="button"
            className="btn btn-xs btn-ghost"
            aria-label={t('notes.edit')}
            onClick={() => setEditing(true)}
          >
            {t('common.edit')}
          </button>
          <button
            type="button"
            className="btn btn-xs btn-ghost text-error"
            aria-label={t('notes.delete')}
            disabled={remove.isPending}
            onClick={handleDelete}
          >
            {t('common.delete')}
          </button>
        </span>
      </div>
    </li>
  )
}
