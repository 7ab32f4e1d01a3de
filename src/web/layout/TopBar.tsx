import { ChevronLeftIcon, MagnifyingGlassIcon } from '@heroicons/react/24/outline'
import { useQuery } from '@tanstack/react-query'
import { Link, useCanGoBack, useMatches, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchField, useSearchShortcut } from '../features/search/SearchField'
import { meQueryOptions } from '../features/session/me-query'
import { Avatar } from '../ui/Avatar'
import { useContentTitle, useIsNotFound, usePageName } from '../ui/page-title'

/** Whether the page is one of the tabs' (or home), where the top bar shows the avatar. */
function useIsTopLevel() {
  const isListed = useMatches({
    select: (matches) => matches.some((match) => match.staticData.tab) || matches.at(-1)?.fullPath === '/',
  })
  // The page-not-found page looks the same wherever it is shown.
  return useIsNotFound() || isListed
}

/** Back on inner pages (history, else home); the avatar on tab pages; then the page title. */
export function TopBar() {
  const { t } = useTranslation()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const isTopLevel = useIsTopLevel()
  const { data: me } = useQuery(meQueryOptions)
  const isSearchPage = useMatches({ select: (matches) => matches.at(-1)?.fullPath === '/search' })
  useSearchShortcut()
  const { name: text, isNamed } = usePageName()

  const content = useContentTitle()
  useEffect(() => {
    const names = content ?? (isNamed ? [text] : [])
    document.title = [...names, t('app.name')].join(' · ')
  }, [content, isNamed, text, t])

  return (
    <header className="navbar sticky top-0 z-[1000] min-h-12 gap-2 border-b border-base-300 bg-base-100/90 px-3 backdrop-blur">
      {isTopLevel ? (
        me ? (
          <Link to="/mine" aria-label={t('nav.my-profile')} className="btn btn-ghost btn-circle btn-sm">
            <Avatar name={me.name} avatarUrl={me.avatarUrl} />
          </Link>
        ) : (
          <Link to="/login" aria-label={t('nav.sign-in')} className="btn btn-ghost btn-circle btn-sm">
            <Avatar />
          </Link>
        )
      ) : (
        <button
          type="button"
          className="btn btn-ghost btn-circle btn-sm"
          aria-label={t('nav.back')}
          onClick={() => (canGoBack ? router.history.back() : router.navigate({ to: '/' }))}
        >
          <ChevronLeftIcon className="size-5" aria-hidden="true" />
        </button>
      )}
      {/* The app's mark leads home, at every width: the tabs are the spec's five, and Home and
          Explore (reached from Home) had no way in once signed in (issue 44). */}
      <Link to="/" aria-label={t('pages.home')} className="btn btn-ghost btn-circle btn-sm">
        <img src="/favicon.svg" alt="" className="size-6" />
      </Link>
      <span className="min-w-0 flex-1 truncate text-lg font-semibold" data-testid="page-title">
        {text}
      </span>
      <SearchField className="hidden w-64 shrink-0 sm:block lg:w-80" focusOnSearchPage />
      {!isSearchPage && (
        <Link
          to="/search"
          aria-label={t('search.open')}
          className="btn btn-ghost btn-circle btn-sm sm:hidden"
        >
          <MagnifyingGlassIcon className="size-5" aria-hidden="true" />
        </Link>
      )}
    </header>
  )
}
