import { CloudArrowUpIcon, StarIcon as StarOutline } from '@heroicons/react/24/outline'
import { StarIcon as StarSolid } from '@heroicons/react/24/solid'
import { useTranslation } from 'react-i18next'
import type { StarKind } from '../../../../shared/stars'
import { useSignInFirst } from '../../session/useSignInFirst'
import { type StarredCache, useToggleStar } from '../useToggleStar'

interface StarButtonProps {
  kind: StarKind
  id: string
  isStarred: boolean
  starCount: number
  /** Where its feature caches it: every copy there shows the change at once. */
  cache: StarredCache
  /** False where starring would be refused (a post across a block): live only to take mine back. */
  mayStar?: boolean
}

/**
 * A toggle (aria-pressed) that flips at once; visitors are asked to sign in first. Made offline,
 * the change shows at once too, marked as waiting until the network is back to send it.
 */
export function StarButton({ kind, id, isStarred, starCount, cache, mayStar = true }: StarButtonProps) {
  const { t } = useTranslation()
  const signInFirst = useSignInFirst('star')
  const toggle = useToggleStar(kind, id, cache)
  const Icon = isStarred ? StarSolid : StarOutline

  const handleClick = async () => {
    if (await signInFirst()) toggle.mutate(!isStarred)
  }

  return (
    <button
      type="button"
      className={`btn btn-sm ${isStarred ? 'btn-warning btn-soft' : ''}`}
      aria-pressed={isStarred}
      disabled={!mayStar && !isStarred}
      onClick={handleClick}
    >
      <Icon className={`size-5 ${isStarred ? 'text-warning' : ''}`} aria-hidden="true" />
      <span>{t('stars.star')}</span>
      <span className="badge badge-sm badge-ghost tabular-nums" data-testid="star-count">
        {starCount}
      </span>
      {toggle.isPaused && (
        <span className="tooltip" data-tip={t('offline.star-waiting')}>
          <CloudArrowUpIcon className="size-4 opacity-70" aria-hidden="true" />
          <span className="sr-only">{t('offline.star-waiting')}</span>
        </span>
      )}
    </button>
  )
}
