import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadMore } from '../../../ui/LoadMore'
import { Markdown } from '../../markdown/Markdown'
import { myNotesOptions } from '../queries'

/** On /mine: my latest notes, each under the point it is about. */
export function MyNotes() {
  const { t } = useTranslation()
  const query = useSuspenseInfiniteQuery(myNotesOptions())
  const notes = query.data.pages.flatMap((page) => page.items)
  return (
    <section className="flex flex-col gap-3" aria-labelledby="my-latest-notes">
      <h2 id="my-latest-notes" className="text-lg font-semibold">
        {t('notes.mine')}
      </h2>
      {notes.length === 0 ? (
        <p className="py-6 text-center text-base-content/70">{t('notes.mine-empty')}</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box bg-base-100 ring-1 ring-base-300">
          {notes.map((note) => (
            <li key={note.id} className="flex flex-col gap-1 px-4 py-3">
              <Link to="/points/$id" params={{ id: note.point.id }} className="link link-hover font-medium">
                {note.point.title}
              </Link>
              <div className="line-clamp-4 text-sm">
                <Markdown source={note.content} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore pager={query} />
    </section>
  )
}
