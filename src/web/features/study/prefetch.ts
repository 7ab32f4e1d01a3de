import type { QueryClient } from '@tanstack/react-query'
import { loadCatalogPart } from '../../i18n/i18n'
import {
  bookStudyOptions,
  dueOptions,
  settingsOptions,
  statsOptions,
  syncTimeZone,
  todayOptions,
} from './queries'

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

/** Home: study's strings and today's counts, counted in my zone. */
export async function prefetchToday(queryClient: QueryClient, userId: string) {
  await syncTimeZone(queryClient, userId)
  await Promise.all([loadCatalogPart('study'), queryClient.prefetchQuery(todayOptions)])
}

/** A book's page: whether I study it, and its counts. */
export function prefetchBookStudy(queryClient: QueryClient, bookId: string) {
  return queryClient.prefetchQuery(bookStudyOptions(bookId))
}

/**
 * /setting: study's strings and my study settings, so the section renders whole with the page
 * instead of appearing above the sections after it and moving them (a tap there would land on
 * whatever moved under the finger).
 */
export async function prefetchStudySettings(queryClient: QueryClient) {
  await Promise.all([loadCatalogPart('study'), queryClient.prefetchQuery(settingsOptions)])
}
