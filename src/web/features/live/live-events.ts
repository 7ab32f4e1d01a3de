import type { QueryClient, QueryFilters } from '@tanstack/react-query'
import type { Post } from '../../../shared/posts'
import { isNotFound } from '../../lib/api'
import type { Page } from '../../lib/paged'
import { bookKeys } from '../books/queries'
import { deletedHere, pointKeys } from '../points/queries'
import { patchPost } from '../posts/cache'
import { postKeys, postQueryOptions } from '../posts/queries'
import { studyKeys } from '../study/queries'

/** Changes arriving together (a burst of likes) are read once, this long after the first. */
const COALESCE_MS = 300

type Pages<T> = { pages: Page<T>[]; pageParams: unknown[] }

const hasId = (data: unknown, key: 'id' | 'bookId', id: string) =>
  typeof data === 'object' && data !== null && (data as Record<string, unknown>)[key] === id

/**
 * What a live event (decision 024) makes this app read again: it carries ids only, and the
 * server's answers are the state. What answers 404 now (deleted, banned, no longer shared) leaves
 * the feeds, and its open page shows "This content has been deleted or banned" (lib/gone.ts).
 */
export function createLiveEvents(queryClient: QueryClient) {
  const posts = new Set<string>()
  const threads = new Set<string>()
  const books = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined

  /** Active queries read again (their pages follow what they answer), the others marked stale. */
  async function refetch(filters: QueryFilters) {
    void queryClient.invalidateQueries({ ...filters, refetchType: 'none' })
    await queryClient.refetchQueries({ ...filters, type: 'active' })
  }

  /** Its counts on every feed holding it and on its page, from one read of it. */
  async function refreshPost(postId: string) {
    try {
      const post = await queryClient.fetchQuery({ ...postQueryOptions(postId), staleTime: 0 })
      patchPost(queryClient, postId, () => post)
    } catch (error) {
      if (!isNotFound(error)) return
      queryClient.setQueriesData<Pages<Post>>({ queryKey: postKeys.lists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((p) => p.id !== postId),
              })),
            }
          : data,
      )
      await refetch({
        queryKey: postKeys.details(),
        predicate: (q) => hasId(q.state.data, 'id', postId),
      })
    }
  }

  async function refreshBook(bookId: string) {
    for (const key of [pointKeys.list(bookId), studyKeys.book(bookId), studyKeys.today(), bookKeys.lists()])
      void queryClient.invalidateQueries({ queryKey: key })
    void queryClient.invalidateQueries({ queryKey: bookKeys.members(bookId) })
    await Promise.all([
      refetch({ queryKey: bookKeys.detail(bookId) }),
      // A point's page carries the book's rights (`book.can`) and is gone with a deleted point,
      // unless this tab deleted it and is leaving its page.
      refetch({
        queryKey: pointKeys.details(),
        predicate: (q) => hasId(q.state.data, 'bookId', bookId) && !deletedHere.has(`${q.queryKey[2]}`),
      }),
    ])
  }

  async function flush() {
    timer = undefined
    const postIds = [...posts]
    const threadIds = [...threads]
    const bookIds = [...books]
    posts.clear()
    threads.clear()
    books.clear()
    for (const postId of threadIds)
      void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) })
    await Promise.all([...postIds.map(refreshPost), ...bookIds.map(refreshBook)])
  }

  const later = () => {
    timer ??= setTimeout(() => void flush(), COALESCE_MS)
  }

  return {
    /** One live event of the stream; false when it is not one of these. */
    handle(event: string, data: { postId?: string; bookId?: string }): boolean {
      if ((event === 'post.changed' || event === 'post.commented') && data.postId) {
        posts.add(data.postId)
        if (event === 'post.commented') threads.add(data.postId)
      } else if (event === 'book.changed' && data.bookId) books.add(data.bookId)
      else return false
      later()
      return true
    },
    /** The stream re-opened: what changed meanwhile was not told, so what is shown is read again. */
    reopened() {
      for (const key of [postKeys.all, bookKeys.details(), pointKeys.all, studyKeys.books()])
        void queryClient.invalidateQueries({ queryKey: key })
    },
    stop() {
      clearTimeout(timer)
    },
  }
}
