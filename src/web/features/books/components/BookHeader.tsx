import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'
import { contentLanguage } from '../../../../shared/content-language'
import { Avatar } from '../../../ui/Avatar'
import { TitleBadge } from '../../badges/components/TitleBadge'
import { BookBadges } from './BookBadges'
import { BookStats } from './BookStats'
import { CopiedFrom } from './CopiedFrom'

export function BookHeader({ book }: { book: Book }) {
  const { t } = useTranslation()
  // The book's own words in their language, the page's labels in the reader's (decision 027).
  const lang = contentLanguage(book.title, book.description) ?? undefined
  return (
    <header className="flex flex-col gap-3">
      <BookBadges book={book} />
      <h1 className="text-2xl font-bold wrap-anywhere" lang={lang}>
        {book.title}
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        {/* Named by what it shows (the name and badge); "Owner: …" is its description. */}
        <Link
          to="/id/$id"
          params={{ id: book.ownerId }}
          className="flex min-w-0 items-center gap-2 hover:underline"
          title={t('books.owner', { name: book.owner.name })}
        >
          <Avatar name={book.owner.name} avatarUrl={book.owner.avatarUrl} />
          <span className="truncate font-medium">{book.owner.name}</span>
          <TitleBadge title={book.owner.title} />
        </Link>
        <span className="text-base-content/70">
          <BookStats pointCount={book.pointCount} starCount={book.starCount} />
        </span>
      </div>
      {book.description && (
        <p className="whitespace-pre-line text-base-content/80" lang={lang}>
          {book.description}
        </p>
      )}
      {book.copiedFrom && (
        <CopiedFrom
          title={book.copiedFrom.title}
          link={<Link to="/books/$id" params={{ id: book.copiedFrom.slug }} className="link" />}
        />
      )}
    </header>
  )
}
