// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Post } from '../../../shared/posts'
import { isNotFound } from '../../lib/api'
import { answerFetch, apiError, json } from '../../test/answer-fetch'
import { postKeys, postQueryOptions } from '../posts/queries'
import { studyKeys } from '../study/queries'
import { createLiveEvents } from './live-events'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const post = (likeCount: number) => ({ id: 'p1', authorId: 'a', likeCount, commentCount: 0 }) as Post
const feed = (items: Post[]) => ({ pages: [{ items, nextCursor: null }], pageParams: [undefined] })
const FEED = postKeys.list({ feed: 'everyone' })

function setup(answer: (request: Request) => Response) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const fetch = answerFetch(answer)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return { fetch, queryClient, live: createLiveEvents(queryClient) }
}

describe('live events', () => {
  it("puts a post's new counts on the feed that shows it, reading it once for a burst", async () => {
    const { fetch, queryClient, live } = setup(() => json(200, post(3)))
    queryClient.setQueryData(FEED, feed([post(1)]))
    for (let i = 0; i < 3; i++) expect(live.handle('post.changed', { postId: 'p1' })).toBe(true)
    await vi.advanceTimersByTimeAsync(400)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryData<ReturnType<typeof feed>>(FEED)?.pages[0]?.items[0]?.likeCount).toBe(3)
  })

  it('takes a post that is gone off the feed, and reads its open page again, which then shows it gone', async () => {
    const { queryClient, live } = setup(() => apiError(404, 'NOT_FOUND'))
    queryClient.setQueryData(FEED, feed([post(1)]))
    // Its page, opened by its slug, is shown.
    queryClient.setQueryData(postKeys.detail('its-slug'), post(1))
    const page = new QueryObserver(queryClient, { ...postQueryOptions('its-slug'), staleTime: 60_000 })
    const unsubscribe = page.subscribe(() => {})
    live.handle('post.commented', { postId: 'p1' })
    await vi.advanceTimersByTimeAsync(400)
    expect(queryClient.getQueryData<ReturnType<typeof feed>>(FEED)?.pages[0]?.items).toEqual([])
    // Its page's query now answers 404 (the page throws notFound on it: lib/gone.ts).
    expect(isNotFound(queryClient.getQueryState(postKeys.detail('its-slug'))?.error)).toBe(true)
    expect(live.handle('note.changed', {})).toBe(false)
    unsubscribe()
  })

  it("marks a book's study counts stale when it changes", async () => {
    const { queryClient, live } = setup(() => json(200, {}))
    queryClient.setQueryData(studyKeys.book('b1'), { studying: true, due: 1, new: 5 })
    live.handle('book.changed', { bookId: 'b1' })
    await vi.advanceTimersByTimeAsync(400)
    expect(queryClient.getQueryState(studyKeys.book('b1'))?.isInvalidated).toBe(true)
  })
})
