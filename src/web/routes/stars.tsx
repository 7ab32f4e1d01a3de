import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SignInPrompt } from '../features/session/components/SignInPrompt'
import { meQueryOptions } from '../features/session/me-query'
import { StarList } from '../features/stars/components/StarList'
import { myStarsOptions } from '../features/stars/queries'
import { onTabListKeyDown, tabStop } from '../lib/tab-keys'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/stars')({
  staticData: { title: 'stars', tab: 'stars' },
  validateSearch: (search: Record<string, unknown>): { kind?: 'book' | 'post' } =>
    // Each key named, undefined when not valid: the router keeps the address's own value otherwise.
    ({ kind: search.kind === 'book' || search.kind === 'post' ? search.kind : undefined }),
  loaderDeps: ({ search }) => ({ kind: search.kind ?? ('point' as const) }),
  loader: async ({ context: { queryClient }, deps }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions)
    if (me) await queryClient.ensureInfiniteQueryData(myStarsOptions(deps.kind))
  },
  component: StarsPage,
})

function StarsPage() {
  const { t } = useTranslation()
  const { kind = 'point' } = Route.useSearch()
  const { data: me } = useSuspenseQuery(meQueryOptions)
  if (!me) return <SignInPrompt />
  const tabs = [
    { kind: 'point', label: t('stars.points') },
    { kind: 'book', label: t('stars.books') },
    { kind: 'post', label: t('stars.posts') },
  ] as const
  return (
    <div className="flex flex-col gap-4">
      <PageHeading />
      <div
        role="tablist"
        onKeyDown={onTabListKeyDown}
        aria-label={t('stars.kinds')}
        className="tabs tabs-box grid grid-cols-[repeat(auto-fit,minmax(min(100%,6rem),1fr))]"
      >
        {tabs.map((tab) => (
          <Link
            key={tab.kind}
            to="/stars"
            search={tab.kind === 'point' ? {} : { kind: tab.kind }}
            replace
            role="tab"
            aria-selected={kind === tab.kind}
            tabIndex={tabStop(kind === tab.kind)}
            className={`tab ${kind === tab.kind ? 'tab-active' : ''}`}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      <StarList key={kind} kind={kind} />
    </div>
  )
}
