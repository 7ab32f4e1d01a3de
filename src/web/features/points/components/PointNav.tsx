import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/24/outline'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

interface PointNavProps {
  previousId: string | null
  nextId: string | null
}

/**
 * Previous and next point in the book. They replace the history entry, so Back returns to
 * the book rather than stepping through every card studied. ← and → do the same: the page
 * listens for them itself (`usePointKeys`), as this row is rendered after its first commit.
 */
export function PointNav({ previousId, nextId }: PointNavProps) {
  const { t } = useTranslation()
  return (
    <nav
      aria-label={t('points.navigation')}
      className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2"
    >
      <p className="col-span-full hidden text-center text-xs text-base-content/70 sm:block">
        {t('points.keys-hint')}
      </p>
      {previousId ? (
        <Link to="/points/$id" params={{ id: previousId }} replace className="btn justify-start">
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
          {t('points.previous')}
        </Link>
      ) : (
        <span />
      )}
      {nextId ? (
        <Link to="/points/$id" params={{ id: nextId }} replace className="btn justify-end">
          {t('points.next')}
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
