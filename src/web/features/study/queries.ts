import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api, isNotFound, unwrap } from '../../lib/api'

// Route loaders import this file, so it lands in the main bundle: keys and queries only, no zod.
export const studyKeys = {
  all: ['study'] as const,
  dues: () => [...studyKeys.all, 'due'] as const,
  due: (bookId: string | undefined) => [...studyKeys.dues(), bookId ?? null] as const,
  /** Today's counts alone (the Study today card). */
  today: () => [...studyKeys.all, 'today'] as const,
  stats: () => [...studyKeys.all, 'stats'] as const,
  userStats: (userId: string) => [...studyKeys.all, 'user-stats', userId] as const,
  books: () => [...studyKeys.all, 'book'] as const,
  book: (bookId: string) => [...studyKeys.books(), bookId] as const,
  settings: () => [...studyKeys.all, 'settings'] as const,
  /** The mutation key of ratings on their way to the server. */
  reviews: () => [...studyKeys.all, 'reviews'] as const,
}

// Study pages never wait for a network that is not there: offline, a query fails at once and
// its page offers Try again, rather than spinning while paused.
const study = { networkMode: 'always' } as const

/** The next cards to show; always fresh when a session starts. */
export const dueOptions = (bookId?: string) =>
  queryOptions({
    ...study,
    queryKey: studyKeys.due(bookId),
    queryFn: () => unwrap(api.study.due.$get({ query: bookId ? { bookId } : {} })),
    staleTime: 0,
    refetchOnWindowFocus: false,
  })

/** Today's counts, and whether there is anything to study at all (the Study today card). */
export const todayOptions = queryOptions({
  ...study,
  queryKey: studyKeys.today(),
  queryFn: async () => {
    const list = await unwrap(api.study.due.$get({ query: { limit: '1' } }))
    return {
      counts: list.counts,
      // Nothing to show now, none coming back today, no limit holding any back and none due on a
      // later day: not one card (no book in my study list, or only books without points).
      hasCards:
        list.items.length > 0 || list.nextDueAt !== null || list.limitReached || list.nextDueDay !== null,
    }
  },
})

export const statsOptions = queryOptions({
  ...study,
  queryKey: studyKeys.stats(),
  queryFn: () => unwrap(api.study.stats.$get()),
})

/** Someone's statistics, or null when they keep them to themselves. */
export const userStatsOptions = (userId: string) =>
  queryOptions({
    ...study,
    queryKey: studyKeys.userStats(userId),
    queryFn: async () => {
      try {
        return await unwrap(api.users[':id']['study-stats'].$get({ param: { id: userId } }))
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    meta: { silent: true },
  })

/** A book in my study list or not, with its cards' counts for me. */
export const bookStudyOptions = (bookId: string) =>
  queryOptions({
    ...study,
    queryKey: studyKeys.book(bookId),
    queryFn: () => unwrap(api.study.books[':id'].$get({ param: { id: bookId } })),
    meta: { silent: true },
  })

export const settingsOptions = queryOptions({
  ...study,
  queryKey: studyKeys.settings(),
  queryFn: () => unwrap(api.study.settings.$get()),
})

const zoneChecked = new Set<string>()

/**
 * Once per person and app start, before the first study or statistics load: the server counts
 * days in the zone it has stored, so a device in another zone updates it (silently; a failure
 * waits for the next start).
 */
export async function syncTimeZone(queryClient: QueryClient, userId: string): Promise<void> {
  if (zoneChecked.has(userId)) return
  zoneChecked.add(userId)
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const settings = await queryClient.fetchQuery(settingsOptions)
    if (!zone || settings.timeZone === zone) return
    const updated = await unwrap(api.study.settings.$patch({ json: { timeZone: zone } }))
    queryClient.setQueryData(studyKeys.settings(), updated)
  } catch {
    // Left for the next app start.
  }
}

/**
 * The exam timers' list (timers' `timerKeys.list()`), whose paces follow my study. Named, not
 * imported: timers sit above study (they offer the books I study); queries.test.ts checks it.
 */
const timerListKey = ['timers', 'list'] as const

/** After a rating, an undo or a change of study list: counts, statistics and paces may differ. */
export function invalidateStudy(queryClient: QueryClient) {
  for (const key of [studyKeys.today(), studyKeys.stats(), studyKeys.books(), timerListKey])
    void queryClient.invalidateQueries({ queryKey: key })
}
