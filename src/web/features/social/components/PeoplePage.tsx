import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../../ui/page-title'
import { profileQueryOptions } from '../../profiles/queries'
import { type PeopleList, peopleOptions } from '../queries'
import { PersonList } from './PersonList'

const EMPTY = {
  followers: 'people.no-followers',
  following: 'people.no-following',
  friends: 'people.no-friends',
} as const
const TITLE = {
  followers: 'people.followers',
  following: 'people.following',
  friends: 'people.friends',
} as const

/** /id/{id}/follower, /following and /friends: one person's people, newest first. */
export function PeoplePage({ userId, list }: { userId: string; list: PeopleList }) {
  const { t } = useTranslation()
  const { data: profile } = useQuery(profileQueryOptions(userId))
  const people = useInfiniteQuery(peopleOptions(userId, list))
  usePageTitle(profile ? `${t(TITLE[list])} · ${profile.name}` : t(TITLE[list]))
  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <h1 className="text-xl font-bold">{t(TITLE[list])}</h1>
        {profile && (
          <Link to="/id/$id" params={{ id: userId }} className="link-hover truncate text-base-content/70">
            @{profile.username}
          </Link>
        )}
      </div>
      <PersonList query={people} empty={t(EMPTY[list])} />
    </div>
  )
}
