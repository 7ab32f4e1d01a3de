import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'

/** The heading of a page that adds points to a book, and the book it adds them to. */
export function ImportHeader({
  book,
  address,
  children,
}: {
  book: Book
  address: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <header className="flex flex-col gap-1">
      <h1 className="flex items-center gap-2 text-xl font-semibold break-words">{children}</h1>
      <p className="text-sm text-base-content/70 break-words">
        {t('imports.into')}{' '}
        <Link to="/books/$id" params={{ id: address }} className="link">
          {book.title}
        </Link>
      </p>
    </header>
  )
}
