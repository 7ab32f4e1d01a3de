import { useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { PublicProfile } from '../../../../shared/accounts'
import { BookList } from '../../../features/books/components/BookList'
import { ownerBooksOptions } from '../../../features/books/queries'
import { PostList } from '../../../features/posts/components/PostList'
import { ProfileBadges } from '../../../features/profiles/components/ProfileBadges'
import { ProfileCard } from '../../../features/profiles/components/ProfileCard'
import { profileQueryOptions } from '../../../features/profiles/queries'
import { meQueryOptions } from '../../../features/session/me-query'
import { BlockNote } from '../../../features/social/components/BlockNote'
import { ProfileActions } from '../../../features/social/components/ProfileActions'
import { ProfileStudy, showsStudyStats } from '../../../features/study/components/ProfileStudy'
import { orNotFound } from '../../../lib/not-found'
import { onTabListKeyDown, tabStop } from '../../../lib/tab-keys'
import { usePageTitle } from '../../../ui/page-title'

interface ProfileSearch {
  tab?: 'books'
}

export const Route = createFileRoute('/id/$id/')({
  staticData: { title: 'profile' },
  validateSearch: (search: Record<string, unknown>): ProfileSearch => ({
    tab: search.tab === 'books' ? 'books' : undefined,
  }),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(profileQueryOptions(params.id))),
  component: ProfilePage,
})

function ProfilePage() {
  const { t } = useTranslation()
  const { id } = Route.useParams()
  const { tab } = Route.useSearch()
  const { data: profile } = useSuspenseQuery(profileQueryOptions(id))
  const { data: me } = useQuery(meQueryOptions)
  const isMine = me?.id === profile.id
  usePageTitle(`${profile.name} (@${profile.username})`)
  const blocked = profile.relationship?.isBlocking || profile.relationship?.blocksMe
  return (
    <div className="flex flex-col gap-4">
      <ProfileCard
        profile={profile}
        actions={
          isMine ? (
            <Link to="/id/$id/edit" params={{ id }} className="btn btn-sm btn-primary">
              {t('profile.edit')}
            </Link>
          ) : (
            <ProfileActions profile={profile} />
          )
        }
      />
      {profile.banned && (
        <p className="alert alert-error alert-soft" data-testid="banned-note">
          {t('moderation.banned-profile')}
        </p>
      )}
      <Counts profile={profile} />
      {/* A banned account (only an admin sees it) has its badges and statistics withheld with it. */}
      {!profile.banned && <ProfileBadges userId={profile.id} isMine={isMine} />}
      {!blocked && !profile.banned && showsStudyStats(profile) && <ProfileStudy userId={profile.id} />}
      {blocked ? (
        <BlockNote isBlocking={profile.relationship?.isBlocking ?? false} />
      ) : (
        <>
          <div
            role="tablist"
            onKeyDown={onTabListKeyDown}
            aria-label={t('people.profile-tabs')}
            className="tabs tabs-box grid grid-cols-[repeat(auto-fit,minmax(min(100%,6rem),1fr))]"
          >
            <Link
              to="/id/$id"
              params={{ id }}
              search={{}}
              replace
              role="tab"
              aria-selected={!tab}
              tabIndex={tabStop(!tab)}
              className={`tab ${!tab ? 'tab-active' : ''}`}
            >
              {t('people.posts')}
            </Link>
            <Link
              to="/id/$id"
              params={{ id }}
              search={{ tab: 'books' }}
              replace
              role="tab"
              aria-selected={tab === 'books'}
              tabIndex={tabStop(tab === 'books')}
              className={`tab ${tab === 'books' ? 'tab-active' : ''}`}
            >
              {t('people.books')}
            </Link>
          </div>
          {tab === 'books' ? <OwnerBooks ownerId={id} /> : <PostList author={id} />}
        </>
      )}
    </div>
  )
}

/** Followers, following, friends and posts, each list one tap away: four in a row, two by two
 * when large text would break their names. */
function Counts({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation()
  const params = { id: profile.id }
  const item = 'flex flex-col items-center rounded-box px-2 py-2 hover:bg-base-200'
  return (
    <nav
      aria-label={t('people.connections')}
      className="grid grid-cols-[repeat(auto-fit,minmax(5rem,1fr))] rounded-box bg-base-100 ring-1 ring-base-300"
    >
      <Link to="/id/$id/follower" params={params} className={item}>
        <span className="font-semibold tabular-nums" data-testid="follower-count">
          {profile.followerCount}
        </span>
        <span className="text-xs text-base-content/70">{t('people.followers')}</span>
      </Link>
      <Link to="/id/$id/following" params={params} className={item}>
        <span className="font-semibold tabular-nums" data-testid="following-count">
          {profile.followingCount}
        </span>
        <span className="text-xs text-base-content/70">{t('people.following')}</span>
      </Link>
      <Link to="/id/$id/friends" params={params} className={item}>
        <span className="font-semibold tabular-nums" data-testid="friend-count">
          {profile.friendCount}
        </span>
        <span className="text-xs text-base-content/70">{t('people.friends')}</span>
      </Link>
      <span className={item}>
        <span className="font-semibold tabular-nums" data-testid="post-count">
          {profile.postCount}
        </span>
        <span className="text-xs text-base-content/70">{t('people.posts')}</span>
      </span>
    </nav>
  )
}

function OwnerBooks({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation()
  const query = useInfiniteQuery(ownerBooksOptions(ownerId))
  if (!query.data)
    return (
      <span role="status" className="loading loading-spinner self-center" aria-label={t('common.loading')} />
    )
  return <BookList query={{ ...query, data: query.data }} empty={t('people.no-books')} />
}
