import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PostFeed, PostKind } from '../../../../shared/post-constants'
import { useLiveTopics } from '../../../lib/live-topics'
import { useIsOnline } from '../../../lib/online'
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll'
import { LoadMore } from '../../../ui/LoadMore'
import { QueryStatus } from '../../../ui/QueryStatus'
import { useMe } from '../../session/me-query'
import { postHeadOptions, postListOptions } from '../list-queries'
import { type PostFilter, postKeys } from '../queries'
import { PostCard } from './PostCard'

/** How often an open feed asks whether someone posted since it loaded. */
const NEW_POSTS_POLL_MS = 30_000

interface PostListProps {
  feed?: PostFeed
  kind?: PostKind | undefined
  /** One person's posts (their profile). */
  author?: string
}

/** A feed of posts, newest first, loading more as it scrolls; empty states say what to do. */
export function PostList({ feed = 'everyone', kind, author }: PostListProps) {
  const { t } = useTranslation()
  const filter: PostFilter = { feed, kind, author }
  const query = useInfiniteQuery(postListOptions(filter))
  const sentinel = useInfiniteScroll(query)
  // Their likes and comments are counted live (decision 024).
  useLiveTopics(query.data?.pages.flatMap((page) => page.items.map((post) => `post:${post.id}`)) ?? [])
  if (query.isPending || query.isError)
    return (
      <div className="flex flex-col py-4">
        <QueryStatus query={query} failed={t('posts.load-failed')} />
      </div>
    )
  const posts = query.data.pages.flatMap((page) => page.items)
  return (
    <div className="flex flex-col gap-3">
      {!author && <NewPostsPill filter={filter} newestAt={posts[0]?.createdAt} />}
      {posts.length === 0 ? (
        <EmptyFeed feed={feed} isProfile={author !== undefined} />
      ) : (
        posts.map((post) => <PostCard key={post.id} post={post} />)
      )}
      <div ref={sentinel} />
      <LoadMore pager={query} />
    </div>
  )
}

function EmptyFeed({ feed, isProfile }: { feed: PostFeed; isProfile: boolean }) {
  const { t } = useTranslation()
  if (isProfile)
    return (
      <p className="rounded-box bg-base-200 px-4 py-10 text-center text-base-content/70">
        {t('posts.none-yet')}
      </p>
    )
  return (
    <div className="rounded-box bg-base-200 px-4 py-10 text-center text-base-content/70">
      <p>{feed === 'following' ? t('posts.empty-following') : t('posts.empty-everyone')}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        {feed === 'following' && (
          <Link to="/posts" search={{ feed: 'everyone' }} className="btn btn-sm btn-primary">
            {t('posts.see-everyone')}
          </Link>
        )}
        <Link to="/explore" className="btn btn-sm">
          {t('home.explore')}
        </Link>
      </div>
    </div>
  )
}

/**
 * Someone posted since the feed loaded: a pill at the top instead of a list that shifts under
 * the reader. It asks for the newest post every 30 s while the page is visible and online.
 */
function NewPostsPill({ filter, newestAt }: { filter: PostFilter; newestAt: string | undefined }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const isOnline = useIsOnline()
  const { data: me } = useMe()
  const [isVisible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden)
  useEffect(() => {
    const update = () => setVisible(!document.hidden)
    document.addEventListener('visibilitychange', update)
    return () => document.removeEventListener('visibilitychange', update)
  }, [])
  const head = useQuery({
    ...postHeadOptions(filter),
    refetchInterval: isOnline && isVisible ? NEW_POSTS_POLL_MS : false,
    enabled: newestAt !== undefined,
  })
  const newest = head.data?.items[0]
  const hasNew =
    newest !== undefined &&
    newestAt !== undefined &&
    newest.createdAt > newestAt &&
    newest.authorId !== me?.id
  if (!hasNew) return null
  const showNew = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' })
    void queryClient.resetQueries({ queryKey: postKeys.list(filter) })
  }
  return (
    <div className="sticky top-16 z-10 flex justify-center">
      <button type="button" className="btn btn-sm btn-primary rounded-full shadow" onClick={showNew}>
        {t('posts.new-posts')}
      </button>
    </div>
  )
}
