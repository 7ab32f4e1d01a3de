import { CheckCircleIcon, LockClosedIcon } from '@heroicons/react/24/outline'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { badgeKey } from '../../../../shared/badge-constants'
import type { BadgeEntry } from '../../../../shared/badges'
import { STREAK_DAY_REVIEWS } from '../../../../shared/study-constants'
import { useCatalogPart } from '../../../i18n/use-catalog-part'
import { formatDate } from '../../../lib/date'
import { PageHeading } from '../../../ui/PageHeading'
import { QueryStatus } from '../../../ui/QueryStatus'
import { meQueryOptions } from '../../session/me-query'
import { badgeCatalogueOptions } from '../queries'

/**
 * /badges: every badge there is, what earns it, and — signed in — which I have (since when) and
 * how far I am toward the others, as Discourse's /badges. Visitors see the catalogue and are
 * asked to sign in for their own standing.
 */
export function BadgeCatalogue() {
  const { t } = useTranslation()
  const isReady = useCatalogPart('badges')
  const me = useQuery(meQueryOptions)
  const viewerId = me.data?.id ?? null
  const catalogue = useQuery({ ...badgeCatalogueOptions(viewerId), enabled: !me.isPending })
  const path = useLocation({ select: (location) => location.href })
  if (!isReady) return <div className="h-48 rounded-box bg-base-200" aria-hidden="true" />
  const items = catalogue.data?.items
  const earned = items?.filter((badge) => badge.earned).length ?? 0
  return (
    <div className="flex flex-col gap-4">
      <PageHeading />
      <p className="text-base-content/80">{t('badges.intro')}</p>
      {me.data === null && (
        <div className="alert alert-info alert-soft flex flex-wrap" data-testid="badges-sign-in">
          <span className="min-w-0 flex-1">{t('badges.sign-in')}</span>
          <Link to="/login" search={{ redirect: path }} className="btn btn-sm btn-primary">
            {t('auth.sign-in')}
          </Link>
        </div>
      )}
      {me.data && items && items.length > 0 && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="font-semibold" data-testid="badges-earned-count">
            {t('badges.earned-count', { earned, total: items.length })}
          </p>
          {earned > 0 && (
            <Link to="/id/$id" params={{ id: me.data.id }} className="link link-primary text-sm">
              {t('badges.choose-title')}
            </Link>
          )}
        </div>
      )}
      <QueryStatus query={catalogue} failed={t('badges.load-failed')} />
      {items?.length === 0 && <p className="text-base-content/70">{t('badges.empty')}</p>}
      {items && items.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="badge-catalogue">
          {items.map((badge) => (
            <BadgeCard key={badge.id} badge={badge} isSignedIn={viewerId !== null} />
          ))}
        </ul>
      )}
    </div>
  )
}

function BadgeCard({ badge, isSignedIn }: { badge: BadgeEntry; isSignedIn: boolean }) {
  const { t, i18n } = useTranslation()
  const name = t(badgeKey(badge.id))
  const number = (value: number) => value.toLocaleString(i18n.language)
  const nameId = `badge-${badge.id}`
  const { progress } = badge
  return (
    <li
      aria-labelledby={nameId}
      data-earned={badge.earned}
      className={`flex min-w-0 flex-col gap-2 rounded-box p-4 ring-1 ${
        badge.earned ? 'bg-base-100 ring-secondary/40' : 'bg-base-200 ring-base-300'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={nameId}
          className={`badge h-auto min-h-6 max-w-full py-0.5 font-semibold wrap-anywhere ${
            badge.earned ? 'badge-secondary' : 'badge-outline'
          }`}
        >
          {name}
        </h2>
        {isSignedIn &&
          (badge.earned ? (
            <span className="flex items-center gap-1 text-sm text-success" data-testid="badge-earned">
              <CheckCircleIcon className="size-5 shrink-0" aria-hidden="true" />
              {badge.earnedAt
                ? t('badges.earned-on', { date: formatDate(badge.earnedAt, i18n.language) })
                : t('badges.earned')}
            </span>
          ) : (
            <span className="flex items-center gap-1 text-sm text-base-content/70">
              <LockClosedIcon className="size-4 shrink-0" aria-hidden="true" />
              {t('badges.not-earned')}
            </span>
          ))}
      </div>
      <p className="text-sm wrap-anywhere">
        {t(`badges.earn.${badge.criterion}`, {
          n: number(badge.threshold ?? 0),
          min: number(STREAK_DAY_REVIEWS),
        })}
      </p>
      {progress && !badge.earned && (
        <div className="flex items-center gap-3">
          <progress
            className="progress progress-primary min-w-0 flex-1"
            value={progress.current}
            max={progress.target}
            aria-label={t('badges.progress-label', { badge: name })}
            aria-valuetext={t('badges.progress', {
              current: number(progress.current),
              target: number(progress.target),
            })}
          />
          <span className="shrink-0 text-sm tabular-nums" data-testid="badge-progress">
            {t('badges.progress', { current: number(progress.current), target: number(progress.target) })}
          </span>
        </div>
      )}
    </li>
  )
}
