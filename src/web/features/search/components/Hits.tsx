import { EyeSlashIcon, LockClosedIcon } from '@heroicons/react/24/outline'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { BookHit, PointHit, PostHit, SearchResult, UserHit } from '../../../../shared/search'
import { Avatar } from '../../../ui/Avatar'
import { Marked } from './Marked'

const ROW = 'card card-border bg-base-100 transition-colors hover:bg-base-200'
const BODY = 'card-body gap-1 p-3 break-words [overflow-wrap:anywhere]'

/** One page of results, each a link to what it found. */
export function Hits({ page }: { page: SearchResult }) {
  return (
    <ul className="flex flex-col gap-2">
      {page.kind === 'point' && page.items.map((hit) => <PointRow key={hit.id} hit={hit} />)}
      {page.kind === 'book' && page.items.map((hit) => <BookRow key={hit.id} hit={hit} />)}
      {page.kind === 'post' && page.items.map((hit) => <PostRow key={hit.id} hit={hit} />)}
      {page.kind === 'user' && page.items.map((hit) => <UserRow key={hit.user.id} hit={hit} />)}
    </ul>
  )
}

function PointRow({ hit }: { hit: PointHit }) {
  const { t } = useTranslation()
  return (
    <li className={ROW}>
      <Link to="/points/$id" params={{ id: hit.id }} className={BODY} data-testid="search-hit">
        <Marked snippet={hit.title} className="font-semibold" />
        <span className="text-sm text-base-content/70">
          {hit.book.title}
          {hit.sectionTitle && ` · ${hit.sectionTitle}`}
        </span>
        {hit.snippet.text && <Marked snippet={hit.snippet} className="text-sm" />}
        {hit.matchedHidden && (
          <span className="badge badge-ghost badge-sm gap-1">
            <EyeSlashIcon className="size-3" aria-hidden="true" />
            {t('search.hidden-match')}
          </span>
        )}
      </Link>
    </li>
  )
}

function BookRow({ hit }: { hit: BookHit }) {
  const { t } = useTranslation()
  return (
    <li className={ROW}>
      <Link to="/books/$id" params={{ id: hit.id }} className={BODY} data-testid="search-hit">
        <span className="flex items-center gap-2">
          <Marked snippet={hit.title} className="font-semibold" />
          {hit.visibility === 'private' && (
            <LockClosedIcon className="size-4 shrink-0 opacity-60" aria-label={t('search.private')} />
          )}
        </span>
        <span className="text-sm text-base-content/70">
          {hit.owner.name} · {t('search.point-count', { count: hit.pointCount })}
        </span>
        {hit.snippet.text && <Marked snippet={hit.snippet} className="text-sm" />}
      </Link>
    </li>
  )
}

function PostRow({ hit }: { hit: PostHit }) {
  return (
    <li className={ROW}>
      <Link to="/posts/$id" params={{ id: hit.id }} className={BODY} data-testid="search-hit">
        <span className="flex items-center gap-2 text-sm text-base-content/70">
          <Avatar name={hit.author.name} avatarUrl={hit.author.avatarUrl} />
          {hit.author.name}
        </span>
        {hit.title.text && <Marked snippet={hit.title} className="font-semibold" />}
        <Marked snippet={hit.snippet} className="text-sm" />
      </Link>
    </li>
  )
}

function UserRow({ hit }: { hit: UserHit }) {
  return (
    <li className={ROW}>
      <Link
        to="/id/$id"
        params={{ id: hit.user.id }}
        className={`${BODY} flex-row items-center gap-3`}
        data-testid="search-hit"
      >
        <Avatar name={hit.user.name} avatarUrl={hit.user.avatarUrl} />
        <span className="flex min-w-0 flex-col">
          <Marked snippet={hit.name} className="font-semibold" />
          <span className="text-sm text-base-content/70">
            @<Marked snippet={hit.username} />
          </span>
          {hit.bio.text && <Marked snippet={hit.bio} className="text-sm" />}
        </span>
      </Link>
    </li>
  )
}
