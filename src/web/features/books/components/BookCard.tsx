import { Link } from '@tanstack/react-router'
import type { Book } from '../../../../shared/books'
import { contentLanguage } from '../../../../shared/content-language'
import { plainText } from '../../../../shared/plain-text'
import { Avatar } from '../../../ui/Avatar'
import { TitleBadge } from '../../badges/components/TitleBadge'
import { BookBadges } from './BookBadges'
import { BookStats } from './BookStats'

/** A book in a list: the whole card opens it (by its slug, the address people share). */
export function BookCard({ book }: { book: Book }) {
  const lang = contentLanguage(book.title, book.description) ?? undefined
  return (
    <Link
      to="/books/$id"
      params={{ id: book.slug }}
      className="card card-sm bg-base-100 ring-1 ring-base-300 transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary"
    >
      <div className="card-body gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="card-title min-w-0 grow basis-32 text-base wrap-anywhere" lang={lang}>
            {book.title}
          </h2>
          {book.visibility === 'private' && <BookBadges book={book} size="sm" />}
        </div>
        {book.description && (
          <p className="line-clamp-2 text-sm text-base-content/70 wrap-anywhere" lang={lang}>
            {plainText(book.description)}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-base-content/70">
          <span className="flex min-w-0 grow basis-32 items-center gap-2">
            <Avatar name={book.owner.name} avatarUrl={book.owner.avatarUrl} />
            <span className="truncate">{book.owner.name}</span>
            <TitleBadge title={book.owner.title} />
          </span>
          <BookStats pointCount={book.pointCount} starCount={book.starCount} />
        </div>
      </div>
    </Link>
  )
}
