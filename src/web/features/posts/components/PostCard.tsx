import { BookOpenIcon, ChatBubbleLeftIcon, DocumentTextIcon } from '@heroicons/react/24/outline'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contentLanguage } from '../../../../shared/content-language'
import type { Post, PostLink } from '../../../../shared/posts'
import { Markdown } from '../../markdown/Markdown'
import { useMe } from '../../session/me-query'
import { StarButton } from '../../stars/components/StarButton'
import { postKeys } from '../queries'
import { AuthorLine } from './AuthorLine'
import { LikeButton } from './LikeButton'
import { ShareButton } from './ShareButton'

/** Where a post's star shows: its cached copies. */
const starCache = { details: postKeys.details() }

/**
 * A post: author line, kind, title, the Markdown content, the book or point it links, and its
 * actions. In a feed (`full` false) the text is cut short and the title opens the post.
 */
export function PostCard({
  post,
  full = false,
  headerAction,
}: {
  post: Post
  full?: boolean
  headerAction?: ReactNode
}) {
  const { t } = useTranslation()
  const { data: me } = useMe()
  const title = post.title || t('posts.untitled')
  // Like and star as the server's `can.like` says (decision 023); a visitor is asked to sign in.
  const mayLike = !me || post.can.like
  // The post's own words in their language, the card's labels in the reader's (decision 027).
  const lang = contentLanguage(post.title, post.content) ?? undefined
  return (
    <article className="card bg-base-100 ring-1 ring-base-300" data-testid="post-card" data-post-id={post.id}>
      <div className="card-body gap-3 p-4">
        <AuthorLine
          author={post.author}
          createdAt={post.createdAt}
          editedAt={post.editedAt}
          action={headerAction}
          postSlug={full ? undefined : post.slug}
        />
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className={`badge badge-sm ${post.kind === 'study' ? 'badge-primary' : 'badge-accent'}`}>
            {t(`posts.kind-${post.kind}`)}
          </span>
          {full
            ? post.title && (
                <h1 className="min-w-0 grow basis-40 text-xl font-bold wrap-anywhere" lang={lang}>
                  {post.title}
                </h1>
              )
            : // A post without a title shows none (the title is optional, not missing): its time
              // above, its comments and its Read more open it.
              post.title && (
                <Link
                  to="/posts/$id"
                  params={{ id: post.slug }}
                  className="link-hover min-w-0 grow basis-40 font-semibold wrap-anywhere"
                  lang={lang}
                >
                  {post.title}
                </Link>
              )}
        </div>
        {full ? (
          <div lang={lang}>
            <Markdown source={post.content} className="wrap-anywhere" />
          </div>
        ) : (
          <CutText slug={post.slug}>
            <div lang={lang}>
              <Markdown source={post.content} className="wrap-anywhere" />
            </div>
          </CutText>
        )}
        {post.link && <LinkCard link={post.link} />}
        <div className="flex flex-wrap items-center gap-1">
          <LikeButton post={post} mayLike={mayLike} />
          <Link
            to="/posts/$id"
            params={{ id: post.slug }}
            className="btn btn-sm btn-ghost"
            aria-label={t('posts.comments-count', { count: post.commentCount })}
          >
            <ChatBubbleLeftIcon className="size-5" aria-hidden="true" />
            <span className="tabular-nums" data-testid="comment-count">
              {post.commentCount}
            </span>
          </Link>
          <ShareButton slug={post.slug} title={title} />
          {full && (
            <StarButton
              kind="post"
              id={post.id}
              isStarred={post.isStarred}
              starCount={post.starCount}
              cache={starCache}
              mayStar={mayLike}
            />
          )}
        </div>
      </div>
    </article>
  )
}

/**
 * A feed's text, cut at a height: when it is cut, it fades out and "Read more" opens the post
 * (a long post showed its first lines and stopped, with no sign there was more).
 */
function CutText({ slug, children }: { slug: string; children: ReactNode }) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const [isCut, setCut] = useState(false)
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1)
    measure()
    // It grows as its content does (the renderer's HTML after the source, images), up to its cut.
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div>
      <div ref={box} className="relative max-h-64 overflow-hidden">
        {children}
        {isCut && (
          <div className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-linear-to-t from-base-100" />
        )}
      </div>
      {isCut && (
        <Link
          to="/posts/$id"
          params={{ id: slug }}
          className="link link-primary text-sm"
          data-testid="read-more"
        >
          {t('posts.read-more')}
        </Link>
      )}
    </div>
  )
}

/** The book or point a study post links, as a card that opens it. */
function LinkCard({ link }: { link: PostLink }) {
  const { t } = useTranslation()
  const className = 'flex min-w-0 items-center gap-3 rounded-box bg-base-200 px-3 py-2 hover:bg-base-300'
  if (link.kind === 'book')
    return (
      <Link to="/books/$id" params={{ id: link.book.slug }} className={className}>
        <BookOpenIcon className="size-5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 truncate font-medium">{link.book.title}</span>
      </Link>
    )
  return (
    <Link to="/points/$id" params={{ id: link.point.id }} className={className}>
      <DocumentTextIcon className="size-5 shrink-0" aria-hidden="true" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{link.point.title}</span>
        <span className="truncate text-sm text-base-content/70">
          {t('stars.in-book', { title: link.point.book.title })}
        </span>
      </span>
    </Link>
  )
}
