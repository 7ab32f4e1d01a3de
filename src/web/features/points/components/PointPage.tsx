import { BookOpenIcon } from '@heroicons/react/24/outline'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isNotFound } from '../../../lib/api'
import { useLiveTopics } from '../../../lib/live-topics'
import { AfterFirstRender } from '../../../ui/AfterFirstRender'
import { ContentNotFound } from '../../../ui/NotFound'
import { usePageTitle } from '../../../ui/page-title'
import { CopiedFrom } from '../../books/components/CopiedFrom'
import { NotesSection } from '../../notes/components/NotesSection'
import { usePointKeys } from '../hotkeys'
import { pointQueryOptions } from '../queries'
import { PointActions } from './PointActions'
import { PointNav } from './PointNav'
import { PointView } from './PointView'

export function PointPage({ pointId }: { pointId: string }) {
  const { t } = useTranslation()
  const { data: point, error } = useSuspenseQuery(pointQueryOptions(pointId))
  const { book } = point
  // Deleted, its book banned or no longer shared, my rights changed: the page follows (decision 024).
  useLiveTopics([`book:${book.id}`])
  usePageTitle(point.title, book.title)
  // ← and → answer as soon as the point shows, not once the previous/next row below it has
  // rendered after the first commit: a reader pressing → at once lost the key (CI, on a slow host).
  usePointKeys(point.previousId, point.nextId)
  // Read again while open, it answers 404 once deleted (or its book is gone to me): the page says so.
  if (isNotFound(error)) return <ContentNotFound />
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-3 text-sm">
        <Link
          to="/books/$id"
          params={{ id: book.slug }}
          className="flex min-w-0 items-center gap-1.5 link-hover"
        >
          <BookOpenIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{book.title}</span>
        </Link>
        <span className="shrink-0 text-base-content/70 tabular-nums">
          {t('points.position', { position: point.position + 1, count: book.pointCount })}
        </span>
      </div>
      <PointView key={point.id} point={point} hasHotkeys />
      {point.copiedFrom && (
        <CopiedFrom
          title={point.copiedFrom.title}
          link={<Link to="/points/$id" params={{ id: point.copiedFrom.id }} className="link" />}
        />
      )}
      <AfterFirstRender>
        <PointActions point={point} book={book} />
        <PointNav previousId={point.previousId} nextId={point.nextId} />
        <NotesSection pointId={point.id} />
      </AfterFirstRender>
    </div>
  )
}
