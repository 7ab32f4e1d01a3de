import { useQuery } from '@tanstack/react-query'
import { Link, useMatches, useRouterState } from '@tanstack/react-router'
import { useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { UNREAD_BADGE_MAX } from '../../shared/notification-constants'
import { unreadCountOptions } from '../features/notifications/queries'
import { meQueryOptions } from '../features/session/me-query'
import { TABS, type TabName } from './tabs'

/**
 * The tab the page is in: a tab's own page, or an inner page under it (decision 002), the
 * deepest route that names one.
 */
function useActiveTab(meId: string | undefined): TabName | undefined {
  return useMatches({
    select: (matches) => {
      for (const { staticData, params } of [...matches].reverse()) {
        if (staticData.tab) return staticData.tab
        const { under } = staticData
        if (typeof under === 'string') return under
        if (under && meId && (params as { id?: string }).id === meId) return under.ifOwn
      }
      return undefined
    },
  })
}

/** Tailwind's `md`: the width from which the rail replaces the dock. */
const wide = typeof matchMedia === 'function' ? matchMedia('(min-width: 768px)') : null
const subscribeToWidth = (onChange: () => void) => {
  wide?.addEventListener('change', onChange)
  return () => wide?.removeEventListener('change', onChange)
}
/** 'dock' or 'rail' by the screen's width; both where it cannot be known (no matchMedia). */
const navKind = () => (wide ? (wide.matches ? 'rail' : 'dock') : 'both')

/**
 * The query each tab's page was last left with (a feed, a filter), so going back to a tab opens
 * it as it was, as Mastodon's columns do: a tester's Everyone feed, left for Notifications,
 * came back as Following (and, offline, as nothing at all where Everyone was still cached).
 */
function useLastSearchOfTabs(): Partial<Record<string, Record<string, unknown>>> {
  const remembered = useRef<Partial<Record<string, Record<string, unknown>>>>({})
  const location = useRouterState({ select: (state) => state.location })
  if (TABS.some((tab) => tab.to === location.pathname))
    remembered.current = { ...remembered.current, [location.pathname]: location.search }
  return remembered.current
}

/**
 * The five tabs: a bottom dock under 768 px, a floating side rail from 768 px up. Only the one
 * the width shows is rendered: the first render of a visit is its longest task, and the hidden
 * one was five more links and icons in it. Their classes still hide each at the other width.
 */
export function TabNav() {
  const { t } = useTranslation()
  const { data: me } = useQuery(meQueryOptions)
  const active = useActiveTab(me?.id)
  const { data: unread } = useQuery({ ...unreadCountOptions, enabled: Boolean(me) })
  const count = me ? (unread?.count ?? 0) : 0
  const badge = count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count)
  const shown = useSyncExternalStore(subscribeToWidth, navKind, () => 'both' as const)
  const lastSearch = useLastSearchOfTabs()
  const items = (variant: 'dock' | 'rail') =>
    TABS.map(({ name, to, Outline, Solid }) => {
      const isActive = name === active
      const Icon = isActive ? Solid : Outline
      return (
        <Link
          key={name}
          to={to}
          search={lastSearch[to] ?? {}}
          aria-current={isActive ? 'page' : undefined}
          className={
            variant === 'dock'
              ? isActive
                ? 'dock-active text-primary'
                : ''
              : `flex flex-col items-center gap-0.5 rounded-box px-1 py-2 text-xs ${isActive ? 'bg-primary text-primary-content' : 'hover:bg-base-300'}`
          }
        >
          <span className="indicator">
            <Icon className="size-6" aria-hidden="true" data-icon={isActive ? 'solid' : 'outline'} />
            {name === 'notifications' && count > 0 && (
              <span
                className="indicator-item badge badge-error badge-xs px-1 text-[0.625rem]"
                data-testid="unread-badge"
              >
                <span aria-hidden="true">{badge}</span>
                <span className="sr-only">{t('notifications.unread-count', { count })}</span>
              </span>
            )}
          </span>
          {/* One line: at large text sizes a dock's label ends in an ellipsis rather than break
              inside its word ("Notifica-tions"); the link's name is still the whole label. */}
          <span className={variant === 'dock' ? 'dock-label max-w-full truncate px-1' : 'whitespace-nowrap'}>
            {t(`nav.${name}`)}
          </span>
        </Link>
      )
    })
  return (
    <>
      {shown !== 'rail' && (
        <nav aria-label={t('nav.main')} className="dock dock-sm z-[1000] border-t border-base-300 md:hidden">
          {items('dock')}
        </nav>
      )}
      {shown !== 'dock' && (
        <nav
          aria-label={t('nav.main')}
          className="fixed left-4 top-1/2 z-[1000] hidden w-26 -translate-y-1/2 flex-col gap-1 rounded-box bg-base-200 p-2 shadow-lg md:flex"
        >
          {items('rail')}
        </nav>
      )}
    </>
  )
}
