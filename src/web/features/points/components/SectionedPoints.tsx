import { ChevronRightIcon, EyeSlashIcon } from '@heroicons/react/24/outline'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { plainText } from '../../../../shared/plain-text'
import type { PointListItem as Point } from '../../../../shared/points'
import { LoadMore } from '../../../ui/LoadMore'
import { pointListOptions } from '../queries'
import { groupBySection, sectionName } from '../sections'

/** A book's table of contents: its points in order, under their section titles. */
export function SectionedPoints({ bookId, empty }: { bookId: string; empty: ReactNode }) {
  const { t } = useTranslation()
  const query = useSuspenseInfiniteQuery(pointListOptions(bookId))
  const sections = groupBySection(query.data.pages.flatMap((page) => page.items))
  if (sections.length === 0) return empty
  // A book without sections is one plain list; once there are sections, untitled points get a name.
  const hasTitles = sections.some((section) => section.title)
  return (
    <div className="flex flex-col gap-5">
      {sections.map((section) => (
        <section key={section.points[0]?.id} className="flex flex-col gap-2">
          {hasTitles && (
            <div>
              <h3 className="font-semibold">{sectionName(t, section.title)}</h3>
              {section.description && (
                <p className="text-sm whitespace-pre-line text-base-content/70">{section.description}</p>
              )}
            </div>
          )}
          <ul className="divide-y divide-base-300 overflow-hidden rounded-box bg-base-100 ring-1 ring-base-300">
            {section.points.map((point) => (
              <PointRow key={point.id} point={point} />
            ))}
          </ul>
        </section>
      ))}
      <LoadMore pager={query} />
    </div>
  )
}

function PointRow({ point }: { point: Point }) {
  const { t } = useTranslation()
  return (
    <li>
      <Link
        to="/points/$id"
        params={{ id: point.id }}
        className="flex items-center gap-3 px-4 py-3 hover:bg-base-200 focus-visible:bg-base-200"
      >
        <span className="w-6 shrink-0 text-right text-sm text-base-content/70 tabular-nums">
          {point.position + 1}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium">{point.title}</span>
          {point.description && (
            <span className="truncate text-sm text-base-content/70">{plainText(point.description)}</span>
          )}
        </span>
        {point.hasHiddenContent && (
          <span className="shrink-0 text-base-content/70">
            <EyeSlashIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('points.has-hidden')}</span>
          </span>
        )}
        <ChevronRightIcon className="size-4 shrink-0 text-base-content/70" aria-hidden="true" />
      </Link>
    </li>
  )
}
