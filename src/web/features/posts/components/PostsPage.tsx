import { PencilSquareIcon } from '@heroicons/react/24/outline'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PostFeed, PostKind } from '../../../../shared/post-constants'
import { onTabListKeyDown, tabStop } from '../../../lib/tab-keys'
import { useMe } from '../../session/me-query'
import { useSignInFirst } from '../../session/useSignInFirst'
import { hasNewPostDraft, PostComposer } from './PostComposer'
import { PostList } from './PostList'

/** The composer, once opened, is where the writer types: its first field takes the focus. */
function focusTitle(section: HTMLElement | null): void {
  section?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
}

/** /posts: Following or Everyone, all kinds or one, and a composer for a new post. */
export function PostsPage({ search }: { search: { feed?: PostFeed; kind?: PostKind } }) {
  const { t } = useTranslation()
  const { data: me } = useMe()
  const signInFirst = useSignInFirst('post')
  // Opened or closed by Write a post; until then open when a new post's draft waits, which then
  // shows with its notice (after a reload it was out of sight until Write a post, found by a
  // tester), as the point form's does.
  const [writing, setWriting] = useState<boolean | null>(null)
  const meId = me?.id
  const hasDraft = useMemo(() => (meId ? hasNewPostDraft(meId) : false), [meId])
  const isWriting = writing ?? hasDraft
  // Signed in, Following is home; a visitor reads Everyone.
  const feed = search.feed ?? (me ? 'following' : 'everyone')
  const kinds = [undefined, 'study', 'life'] as const
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div
          role="tablist"
          onKeyDown={onTabListKeyDown}
          aria-label={t('posts.feeds')}
          className="tabs tabs-box"
        >
          {(['following', 'everyone'] as const).map((value) => (
            <Link
              key={value}
              to="/posts"
              search={{ ...search, feed: value }}
              replace
              role="tab"
              aria-selected={feed === value}
              tabIndex={tabStop(feed === value)}
              className={`tab ${feed === value ? 'tab-active' : ''}`}
            >
              {t(`posts.feed-${value}`)}
            </Link>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          aria-expanded={isWriting}
          onClick={async () => {
            if (await signInFirst()) setWriting(!isWriting)
          }}
        >
          <PencilSquareIcon className="size-5" aria-hidden="true" />
          {t('posts.write')}
        </button>
      </div>
      {isWriting && me && (
        // Opened by the button, the title takes the focus; opened with the page, the page keeps it.
        <section ref={writing ? focusTitle : undefined} className="card bg-base-100 ring-1 ring-base-300">
          <div className="card-body p-4">
            <PostComposer onDone={() => setWriting(false)} />
          </div>
        </section>
      )}
      <div role="radiogroup" aria-label={t('posts.filter')} className="join self-start">
        {kinds.map((kind) => (
          <Link
            key={kind ?? 'all'}
            to="/posts"
            search={{ feed, ...(kind ? { kind } : {}) }}
            replace
            role="radio"
            aria-checked={search.kind === kind}
            className={`btn join-item btn-sm ${search.kind === kind ? 'btn-active' : ''}`}
          >
            {kind ? t(`posts.kind-${kind}`) : t('posts.kind-all')}
          </Link>
        ))}
      </div>
      {feed === 'following' && !me ? (
        <div className="rounded-box bg-base-200 px-4 py-10 text-center text-base-content/70">
          <p>{t('posts.sign-in-for-following')}</p>
          <Link to="/login" className="btn btn-sm btn-primary mt-3">
            {t('auth.sign-in')}
          </Link>
        </div>
      ) : (
        <PostList key={`${feed}:${search.kind ?? ''}`} feed={feed} kind={search.kind} />
      )}
    </div>
  )
}
