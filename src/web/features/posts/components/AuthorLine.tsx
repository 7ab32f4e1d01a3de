import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Author } from '../../../../shared/posts'
import { formatDate } from '../../../lib/date'
import { Avatar } from '../../../ui/Avatar'
import { TitleBadge } from '../../badges/components/TitleBadge'

/** Who wrote it and when: avatar, name, @username, title badge, time and the edited mark. */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
  action,
  postSlug,
}: {
  author: Author
  createdAt: string
  editedAt?: string | null
  action?: ReactNode
  /** In a feed: the time opens the post, as in Mastodon (a post without a title has no other heading). */
  postSlug?: string
}) {
  const { t, i18n } = useTranslation()
  return (
    // The actions go under the name where large text leaves the name less than 8rem.
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <Link to="/id/$id" params={{ id: author.id }} className="shrink-0" aria-hidden="true" tabIndex={-1}>
        <Avatar name={author.name} avatarUrl={author.avatarUrl} />
      </Link>
      <div className="flex min-w-0 grow basis-32 flex-col">
        <span className="flex min-w-0 flex-wrap items-center gap-x-1.5">
          {/* 24 px tall (the card's text is 21): WCAG 2.2's smallest target, as the time's link under it. */}
          <Link to="/id/$id" params={{ id: author.id }} className="link-hover truncate leading-6 font-medium">
            {author.name}
          </Link>
          <span className="truncate text-sm text-base-content/70">@{author.username}</span>
          <TitleBadge title={author.title} />
        </span>
        <span className="text-xs text-base-content/70">
          {postSlug ? (
            <Link to="/posts/$id" params={{ id: postSlug }} className="link-hover inline-block leading-6">
              <time dateTime={createdAt}>{formatDate(createdAt, i18n.language, 'dateTime')}</time>
            </Link>
          ) : (
            <time dateTime={createdAt}>{formatDate(createdAt, i18n.language, 'dateTime')}</time>
          )}
          {editedAt && (
            <span title={formatDate(editedAt, i18n.language, 'dateTime')}>
              {' · '}
              {t('posts.edited', { date: formatDate(editedAt, i18n.language, 'dateTime') })}
            </span>
          )}
        </span>
      </div>
      {action}
    </div>
  )
}
