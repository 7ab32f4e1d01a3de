import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadMore } from '../../../ui/LoadMore'
import { useCreateNote } from '../mutations'
import { pointNotesOptions } from '../queries'
import { NoteForm } from './NoteForm'
import { NoteItem } from './NoteItem'

/** The signed-in reader's notes on a point: a form for a new one, then the notes, newest first. */
export function PointNotes({ pointId }: { pointId: string }) {
  const { t } = useTranslation()
  const notes = useInfiniteQuery(pointNotesOptions(pointId))
  const create = useCreateNote(pointId)
  const items = notes.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <>
      <NoteForm
        label={t('notes.new')}
        submitLabel={t('notes.add')}
        onSave={(content) => create.mutateAsync(content)}
      />
      {notes.isSuccess && items.length === 0 && (
        <p className="text-sm text-base-content/70">{t('notes.empty')}</p>
      )}
      {items.length > 0 && (
        <ul className="divide-y divide-base-300">
          {items.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      )}
      <LoadMore pager={notes} />
    </>
  )
}
