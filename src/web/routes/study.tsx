import { createFileRoute } from '@tanstack/react-router'
import { isId } from '../../shared/params'
import { preloadMarkdown } from '../features/markdown/renderer'
import { meQueryOptions } from '../features/session/me-query'
import { requireSignIn } from '../features/session/require-sign-in'
import { StudyPage } from '../features/study/components/StudyPage'

interface StudySearch {
  bookId?: string
}

export const Route = createFileRoute('/study')({
  staticData: { title: 'study' },
  validateSearch: (search: Record<string, unknown>): StudySearch => ({
    bookId: typeof search.bookId === 'string' && isId(search.bookId) ? search.bookId : undefined,
  }),
  beforeLoad: requireSignIn,
  loaderDeps: ({ search }) => ({ bookId: search.bookId }),
  loader: async ({ context: { queryClient }, deps }) => {
    void preloadMarkdown()
    const [me, study] = await Promise.all([
      queryClient.ensureQueryData(meQueryOptions),
      // Offline, the page fetches for itself and offers Try again.
      import('../features/study/prefetch').catch(() => null),
    ])
    if (me && study) await study.prefetchDue(queryClient, me.id, deps.bookId)
  },
  component: StudyRoute,
})

function StudyRoute() {
  const { bookId } = Route.useSearch()
  return <StudyPage bookId={bookId} />
}
