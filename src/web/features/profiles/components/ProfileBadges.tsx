import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { type Badge, badgeKey } from '../../../../shared/badge-constants'
import { useCatalogPart } from '../../../i18n/use-catalog-part'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../ui/toast'
import { badgesOptions } from '../../badges/queries'
import { useSetTitle } from '../useSetTitle'

/**
 * The badges a person earned; on my own profile, the one I show as my title is picked here. It
 * leads to every badge there is (/badges). Its strings are the badges catalog part.
 */
export function ProfileBadges({ userId, isMine }: { userId: string; isMine: boolean }) {
  const { t } = useTranslation()
  const isReady = useCatalogPart('badges')
  const { data } = useQuery(badgesOptions(userId))
  const setTitle = useSetTitle(userId)
  if (!isReady || !data || data.items.length === 0) return null
  const choose = (badge: Badge | null) =>
    setTitle.mutate(badge, {
      onSuccess: () => toast(badge ? t('badges.title-set') : t('badges.title-cleared'), 'success'),
      onError: (error) => toast(error instanceof ApiError ? error.message : t('common.error'), 'error'),
    })
  return (
    <section aria-labelledby="badges-heading" className="rounded-box bg-base-200 p-4">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="badges-heading" className="font-semibold">
          {t('badges.heading')}
        </h2>
        <Link to="/badges" className="link link-primary text-sm">
          {t('badges.all')}
        </Link>
      </div>
      <ul className="flex flex-wrap gap-2" data-testid="badges">
        {data.items.map(({ badge }) => {
          const isTitle = data.title === badge
          return (
            // At a large text size the button goes under its badge rather than out of the card.
            <li
              key={badge}
              className="flex max-w-full flex-wrap items-center gap-2 rounded-box bg-base-100 px-3 py-2"
            >
              <span className="badge badge-secondary shrink-0 whitespace-nowrap">{t(badgeKey(badge))}</span>
              {isMine && (
                <button
                  type="button"
                  className={`btn btn-xs ${isTitle ? 'btn-active' : 'btn-ghost'}`}
                  aria-pressed={isTitle}
                  disabled={setTitle.isPending}
                  onClick={() => choose(isTitle ? null : badge)}
                >
                  {isTitle ? t('badges.shown-as-title') : t('badges.show-as-title')}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
