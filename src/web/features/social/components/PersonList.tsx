import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { plainText } from '../../../../shared/plain-text'
import type { Person } from '../../../../shared/social'
import type { Page } from '../../../lib/paged'
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll'
import { Avatar } from '../../../ui/Avatar'
import { LoadMore } from '../../../ui/LoadMore'
import { QueryStatus } from '../../../ui/QueryStatus'
import { TitleBadge } from '../../badges/components/TitleBadge'
import { FollowButton } from './FollowButton'

/** A paged list of people, each opening their profile, with an action per row (follow by default). */
export function PersonList({
  query,
  empty,
  action = (person) => (
    <FollowButton userId={person.id} isFollowing={person.relationship?.isFollowing ?? false} />
  ),
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Person>>>
  empty: string
  action?: (person: Person) => ReactNode
}) {
  const { t } = useTranslation()
  const sentinel = useInfiniteScroll(query)
  if (query.isPending || query.isError) return <QueryStatus query={query} failed={t('people.load-failed')} />
  const people = query.data.pages.flatMap((page) => page.items)
  if (people.length === 0) {
    return <p className="rounded-box bg-base-200 px-4 py-10 text-center text-base-content/70">{empty}</p>
  }
  return (
    <div>
      <ul
        className="divide-y divide-base-300 rounded-box bg-base-100 ring-1 ring-base-300"
        data-testid="people"
      >
        {people.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <Link
              to="/id/$id"
              params={{ id: person.id }}
              className="flex min-w-0 grow basis-40 items-center gap-3"
            >
              <Avatar name={person.name} avatarUrl={person.avatarUrl} />
              <span className="flex min-w-0 flex-col">
                <span className="flex min-w-0 items-center gap-1.5">
                  <span className="truncate font-medium">{person.name}</span>
                  <TitleBadge title={person.title} />
                </span>
                <span className="truncate text-sm text-base-content/70">@{person.username}</span>
                {person.bio && (
                  <span className="truncate text-sm text-base-content/70">{plainText(person.bio)}</span>
                )}
              </span>
            </Link>
            {action(person)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      <LoadMore pager={query} />
    </div>
  )
}
