import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Catalog } from '../i18n/i18n'
import { createStore, useStore } from '../lib/store'

type PageKey = keyof Catalog['pages']

/** What the page on screen is about, most specific first (a point, then its book), if anything. */
const contentTitle = createStore<readonly string[] | null>(null)

/**
 * A page about one thing names it in the browser tab: `Cardiac cycle · Cardiology Basics ·
 * Pointbook`. Other pages keep their translated page name (TopBar).
 */
export function usePageTitle(...parts: readonly (string | null | undefined)[]): void {
  const names = parts.filter((part): part is string => Boolean(part))
  const key = names.join('\n')
  useEffect(() => {
    contentTitle.set(key ? key.split('\n') : null)
    return () => contentTitle.set(null)
  }, [key])
}

export function useContentTitle(): readonly string[] | null {
  return useStore(contentTitle)
}

/**
 * Whether the page on screen is the page-not-found page, which names itself in the top bar and the
 * browser tab. A route that exists only for some people (the admin pages) shows it to everyone
 * else, and then must not name itself either: it looks as any unknown path does.
 */
const notFoundShown = createStore(0)

export function useMarkNotFound(): void {
  useEffect(() => {
    notFoundShown.set((shown) => shown + 1)
    return () => notFoundShown.set((shown) => shown - 1)
  }, [])
}

export function useIsNotFound(): boolean {
  return useStore(notFoundShown) > 0
}

/** A page that is two pages in one (Sign in and Sign up) names the one on screen: a `pages.` key. */
const shownAs = createStore<PageKey | null>(null)

export function usePageNameAs(key: PageKey | null): void {
  useEffect(() => {
    shownAs.set(key)
    return () => shownAs.set(null)
  }, [key])
}

/**
 * The page's name as its route gives it (or as the page names what it shows, `usePageNameAs`) (the deepest `staticData.title`), translated; the app's
 * name where no route names the page. The top bar shows it, `PageHeading` is it.
 */
export function usePageName(): { name: string; isNamed: boolean } {
  const { t } = useTranslation()
  const routeTitle = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  })
  const title = useStore(shownAs) ?? routeTitle
  const isNotFound = useIsNotFound()
  if (isNotFound) return { name: t('not-found.page'), isNamed: true }
  return { name: title ? t(`pages.${title}`) : t('app.name'), isNamed: Boolean(title) }
}
