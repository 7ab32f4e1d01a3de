import { BookOpenIcon, ChatBubbleBottomCenterTextIcon, DocumentTextIcon } from '@heroicons/react/24/outline'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { StarItem, StarKind } from '../../../../shared/stars'
import { formatDate } from '../../../lib/date'
import { LoadMore } from '../../../ui/LoadMore'
import { myStarsOptions } from '../queries'

/** What I starred of one kind, newest first, each opening its page. */
export function StarList({ kind }: { kind: StarKind }) {
  const { t } = useTranslation()
  const query = useSuspenseInfiniteQuery(myStarsOptions(kind))
  const items = query.data.pages.flatMap((page) => page.items)
  if (items.length === 0)
    return (
      <div className="rounded-box bg-base-200 px-4 py-10 text-center text-base-content/70">
        <p>{t(`stars.empty-${kind}s`)}</p>
        {kind === 'post' ? (
          <Link to="/posts" className="btn btn-sm btn-primary mt-3">
            {t('stars.go-to-posts')}
          </Link>
        ) : (
          <Link to="/explore" className="btn btn-sm btn-primary mt-3">
            {t('home.explore')}
          </Link>
        )}
      </div>
    )
  return (
    <div>
      <ul className="divide-y divide-base-300 rounded-box bg-base-100 ring-1 ring-base-300">
        {items.map((item) => (
          <StarRow key={`${item.kind}:${item.point?.id ?? item.book?.id ?? item.post?.id}`} item={item} />
        ))}
      </ul>
      <LoadMore pager={query} />
    </div>
  )
}

function StarRow({ item }: { item: StarItem }) {
  const { t, i18n } = useTranslation()
  const date = formatDate(item.starredAt, i18n.language)
  const Icon =
    item.kind === 'point'
      ? DocumentTextIcon
      : item.kind === 'post'
        ? ChatBubbleBottomCenterTextIcon
        : BookOpenIcon
  const body = (
    <>
      <Icon className="size-5 shrink-0 text-base-content/70" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">
          {item.point?.title ?? item.book?.title ?? (item.post && (item.post.title || item.post.excerpt))}
        </span>
        {item.post && (
          <span className="truncate text-sm text-base-content/70">
            {item.post.author.name} · @{item.post.author.username}
          </span>
        )}
        {item.point && (
          <span className="flex min-w-0 items-center gap-1 text-sm text-base-content/70">
            <BookOpenIcon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{t('stars.in-book', { title: item.point.book.title })}</span>
          </span>
        )}
        <span className="text-xs text-base-content/70">{t('stars.starred-at', { date })}</span>
      </span>
    </>
  )
  const className = 'flex items-center gap-3 px-4 py-3 hover:bg-base-200'
  return (
    <li>
      {item.point ? (
        <Link to="/points/$id" params={{ id: item.point.id }} className={className}>
          {body}
        </Link>
      ) : item.post ? (
        <Link to="/posts/$id" params={{ id: item.post.slug }} className={className}>
          {body}
        </Link>
      ) : item.book ? (
        <Link to="/books/$id" params={{ id: item.book.slug }} className={className}>
          {body}
        </Link>
      ) : null}
    </li>
  )
}
