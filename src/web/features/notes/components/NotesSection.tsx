import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadMore } from '../../../shell/LoadMore'
import { useMe } from '../../profiles/queries'
import { promptSignIn } from '../../session/prompt'
import { useCreateNote } from '../mutations'
import { pointNotesOptions } from '../queries'
import { NoteForm } from './NoteForm'
import { NoteItem } from './NoteItem'

/** My private notes on a point: visitors are offered sign-in instead. */
export function NotesSection({ pointId }: { pointId: string }) {
  const { t } = useTranslation()
  const { data: me } = useMe()
  const notes = useInfiniteQuery({ ...pointNotesOptions(pointId), enabled: Boolean(me) })
  const create = useCreateNote(pointId)
  const items = notes.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <section className="card bg-base-200" aria-labelledby="my-notes">
      <div className="card-body gap-3 p-4">
        <h2 id="my-notes" className="card-title text-base">
          {t('notes.title')}
        </h2>
        {!me ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-base-content/70">{t('notes.sign-in-hint')}</p>
            <button type="button" className="btn btn-sm btn-primary" onClick={() => promptSignIn()}>
              {t('auth.sign-in')}
            </button>
          </div>
        ) : (
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
        )}
      </div>
    </section>
  )
}
