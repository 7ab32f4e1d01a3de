import type { QueryClient } from '@tanstack/react-query'
import { bookStudyOptions, dueOptions, statsOptions, syncTimeZone, todayOptions } from './queries'

// What route loaders fetch for study, imported by them on demand (`import('…/prefetch')`), so
// study's queries stay out of the first download. A failure is the page's to show, with Try again.

/** /study: the due list, fresh, counted in my zone. */
export async function prefetchDue(queryClient: QueryClient, userId: string, bookId: string | undefined) {
  await syncTimeZone(queryClient, userId)
  await queryClient.prefetchQuery(dueOptions(bookId))
}

/** /mine: today's counts and my statistics, counted in my zone. */
export async function prefetchMyStudy(queryClient: QueryClient, userId: string) {
  await syncTimeZone(queryClient, userId)
  await Promise.all([queryClient.prefetchQuery(todayOptions), queryClient.prefetchQuery(statsOptions)])
}

/** A book's page: whether I study it, and its counts. */
export function prefetchBookStudy(queryClient: QueryClient, bookId: string) {
  return queryClient.prefetchQuery(bookStudyOptions(bookId))
}
