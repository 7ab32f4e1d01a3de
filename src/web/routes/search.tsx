import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { isId } from '../../shared/params'
import { SEARCH_KINDS, SEARCH_Q_MAX, type SearchKind } from '../../shared/search-constants'
import { SearchPage } from '../features/search/components/SearchPage'
import { PageHeading } from '../ui/PageHeading'

interface SearchSearch {
  q?: string
  /** The tab the person chose; without it the page opens on the first tab that has results. */
  kind?: SearchKind
  book?: string
}

export const Route = createFileRoute('/search')({
  staticData: { title: 'search' },
  validateSearch: (search: Record<string, unknown>): SearchSearch => ({
    // Each key named, undefined when not valid: the router keeps the address's own value otherwise
    // (a blank `?q=%20%20` searched, and failed).
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, SEARCH_Q_MAX) : undefined,
    kind:
      typeof search.kind === 'string' && (SEARCH_KINDS as readonly string[]).includes(search.kind)
        ? (search.kind as SearchKind)
        : undefined,
    book: typeof search.book === 'string' && isId(search.book) ? search.book : undefined,
  }),
  component: SearchRoute,
})

function SearchRoute() {
  const { q = '', kind, book } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <>
      <PageHeading />
      <SearchPage
        q={q}
        chosen={book ? 'point' : kind}
        book={book}
        onChange={(next) =>
          navigate({
            search: (prev) => {
              const merged = { ...prev, ...next }
              return {
                ...(merged.q ? { q: merged.q } : {}),
                ...(merged.kind && !merged.book ? { kind: merged.kind } : {}),
                ...(merged.book ? { book: merged.book } : {}),
              }
            },
            replace: true,
          })
        }
      />
    </>
  )
}
