import { ArrowDownIcon, ArrowUpIcon } from '@heroicons/react/24/outline'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Point } from '../../../../shared/points'
import { LoadMore } from '../../../shell/LoadMore'
import { pointListOptions } from '../queries'
import { neighbourOf } from '../reorder'
import { useMovePoint } from '../useMovePoint'

/** Every point of a book in order; its owner and editors move them up and down. */
export function ReorderList({ bookId, canEdit }: { bookId: string; canEdit: boolean }) {
  const { t } = useTranslation()
  const query = useSuspenseInfiniteQuery(pointListOptions(bookId))
  const move = useMovePoint(bookId)
  const points = query.data.pages.flatMap((page) => page.items)

  const handleMove = (point: Point, step: -1 | 1) => {
    const other = neighbourOf(points, point.id, step)
    if (other) move.mutate({ pointId: point.id, step, position: other.position })
  }

  if (points.length === 0)
    return <p className="py-6 text-center text-base-content/60">{t('books.no-points')}</p>
  return (
    <div>
      {canEdit && <p className="mb-2 text-sm text-base-content/60">{t('points.reorder-hint')}</p>}
      <ol className="divide-y divide-base-300 rounded-box bg-base-100 ring-1 ring-base-300">
        {points.map((point, index) => (
          <li key={point.id} className="flex items-center gap-2 py-1 pr-2 pl-4">
            <span className="w-6 shrink-0 text-right text-sm text-base-content/50 tabular-nums">
              {index + 1}
            </span>
            <Link
              to="/points/$id"
              params={{ id: point.id }}
              className="flex min-w-0 flex-1 flex-col py-2 hover:underline"
            >
              <span className="truncate font-medium">{point.title}</span>
              {point.sectionTitle && (
                <span className="truncate text-xs text-base-content/60">{point.sectionTitle}</span>
              )}
            </Link>
            {canEdit && (
              <span className="join shrink-0">
                <button
                  type="button"
                  className="btn btn-sm btn-square btn-ghost join-item"
                  aria-label={t('points.move-up', { title: point.title })}
                  disabled={index === 0}
                  onClick={() => handleMove(point, -1)}
                >
                  <ArrowUpIcon className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-square btn-ghost join-item"
                  aria-label={t('points.move-down', { title: point.title })}
                  disabled={index === points.length - 1}
                  onClick={() => handleMove(point, 1)}
                >
                  <ArrowDownIcon className="size-4" aria-hidden="true" />
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <LoadMore pager={query} />
    </div>
  )
}
