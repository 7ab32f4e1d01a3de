import type { InfiniteData } from '@tanstack/react-query'
import type { Book } from '../../../../shared/books'
import type { Page } from '../../../../shared/pagination'
import { LoadMore } from '../../../ui/LoadMore'
import { BookCard } from './BookCard'

interface BookListProps {
  query: {
    data: InfiniteData<Page<Book>, unknown>
    hasNextPage: boolean
    isFetchingNextPage: boolean
    fetchNextPage(): unknown
  }
  empty: string
}

/** A keyset-paged list of books with "Load more", or a line saying there are none. */
export function BookList({ query, empty }: BookListProps) {
  const books = query.data.pages.flatMap((page) => page.items)
  if (books.length === 0) return <p className="py-6 text-center text-base-content/70">{empty}</p>
  return (
    <div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {books.map((book) => (
          <li key={book.id} className="grid grid-cols-1">
            <BookCard book={book} />
          </li>
        ))}
      </ul>
      <LoadMore pager={query} />
    </div>
  )
}
