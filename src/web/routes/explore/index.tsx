import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BOOK_SEARCH_MAX, type BookSort } from '../../../shared/book-constants'
import { ExplorePage } from '../../features/books/components/ExplorePage'
import { bookListOptions } from '../../features/books/queries'
import { meQueryOptions } from '../../features/session/me-query'
import { FirstRenderSliced } from '../../ui/FramePending'
import { PageHeading } from '../../ui/PageHeading'

interface ExploreSearch {
  q?: string
  sort?: Exclude<BookSort, 'new'>
}

export const Route = createFileRoute('/explore/')({
  staticData: { title: 'explore' },
  validateSearch: (search: Record<string, unknown>): ExploreSearch => ({
    q:
      typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, BOOK_SEARCH_MAX) : undefined,
    sort: search.sort === 'stars' ? 'stars' : undefined,
  }),
  loaderDeps: ({ search }) => ({ q: search.q ?? '', sort: search.sort ?? ('new' as const) }),
  // Who is signed in decides what "New book" does.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(meQueryOptions),
      queryClient.ensureInfiniteQueryData(bookListOptions('explore', deps.q, deps.sort)),
    ]),
  component: ExploreRoute,
})

function ExploreRoute() {
  const { q = '', sort = 'new' as const } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  // Searching replaces the entry: Back leaves Explore instead of replaying every keystroke.
  const handleSearch = (next: string) =>
    navigate({ search: (prev) => ({ ...prev, q: next || undefined }), replace: true })
  return (
    <FirstRenderSliced>
      <PageHeading />
      <ExplorePage q={q} sort={sort} onSearch={handleSearch} />
    </FirstRenderSliced>
  )
}
