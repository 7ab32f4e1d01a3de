import {
  focusManager,
  onlineManager,
  type QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../../shared/notifications'
import { onCallFailed } from '../../call-failures'
import { createQueryClient } from '../../lib/query-client'
import { answerFetch, json, requestedPaths } from '../../test/answer-fetch'
import { notificationKeys, notificationListOptions, unreadCountOptions } from './queries'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  focusManager.setFocused(undefined)
  onlineManager.setOnline(true)
})

const note = (seq: number, title: string) =>
  ({ id: `n${seq}`, seq, type: 'post', title, isRead: false }) as unknown as Notification

/** What the server holds: its list and its unread count, changed by the test as others act. */
let server: { items: Notification[]; count: number }

function serve() {
  return answerFetch((request) => {
    const path = new URL(request.url).pathname
    if (path === '/api/notifications') return json(200, { items: server.items, nextCursor: null })
    if (path === '/api/notifications/unread-count') return json(200, { count: server.count })
    throw new Error(`unexpected request: ${path}`)
  })
}

/** The dock's badge, always mounted, as TabNav reads it. */
function Dock() {
  const { data } = useQuery(unreadCountOptions)
  return <output data-testid="badge">{data?.count}</output>
}

/** The list as NotificationsPage reads it. */
function List() {
  const query = useInfiniteQuery(notificationListOptions)
  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <ul data-testid="list">
      {items.map((n) => (
        <li key={n.id}>{n.title}</li>
      ))}
    </ul>
  )
}

function App({ client, page }: { client: QueryClient; page: 'notifications' | 'feed' }) {
  return (
    <QueryClientProvider client={client}>
      <Dock />
      {page === 'notifications' ? <List /> : <p>Feed</p>}
    </QueryClientProvider>
  )
}

const shown = () => [...screen.getByTestId('list').querySelectorAll('li')].map((li) => li.textContent)
const badge = () => screen.getByTestId('badge').textContent

/** Opens /notifications as the router does: its loader reads the list, then the page mounts. */
async function open(client: QueryClient, view: ReturnType<typeof render> | null) {
  await client.ensureInfiniteQueryData(notificationListOptions)
  if (view) view.rerender(<App client={client} page="notifications" />)
  else return render(<App client={client} page="notifications" />)
  return view
}

describe('the notifications list and badge (queries.ts)', () => {
  it('reads the list and the count again when the page opens again, the app returns or comes online', async () => {
    server = { items: [note(2, 'Deleted later'), note(1, 'Kept')], count: 2 }
    const fetch = serve()
    vi.useFakeTimers({ toFake: ['Date'] })
    // The app's own client: its default staleTime (30 s) is what kept the old list.
    const client = createQueryClient(onCallFailed)
    const view = await open(client, null)
    await waitFor(() => expect(shown()).toEqual(['Deleted later', 'Kept']))
    await waitFor(() => expect(badge()).toBe('2'))
    // The loader's read is not repeated by the page it loaded for.
    expect(requestedPaths(fetch).filter((path) => path === '/api/notifications')).toHaveLength(1)

    // Another person deletes their post, which the stream does not tell; this page goes to
    // another tab and comes back, five seconds later.
    server = { items: [note(1, 'Kept')], count: 1 }
    view.rerender(<App client={client} page="feed" />)
    vi.setSystemTime(Date.now() + 5_000)
    await open(client, view)
    await waitFor(() => expect(shown()).toEqual(['Kept']))
    await waitFor(() => expect(badge()).toBe('1'))

    // The app comes back to the front.
    server = { items: [], count: 0 }
    act(() => {
      focusManager.setFocused(false)
      focusManager.setFocused(true)
    })
    await waitFor(() => expect(shown()).toEqual([]))
    await waitFor(() => expect(badge()).toBe('0'))

    // And back online.
    server = { items: [note(3, 'While offline')], count: 1 }
    act(() => {
      onlineManager.setOnline(false)
      onlineManager.setOnline(true)
    })
    await waitFor(() => expect(shown()).toEqual(['While offline']))
    await waitFor(() => expect(badge()).toBe('1'))

    // A new notification from the stream still lands (realtime-connection.ts invalidates both).
    server = { items: [note(4, 'Live'), note(3, 'While offline')], count: 2 }
    const before = fetch.mock.calls.length
    act(() => {
      void client.invalidateQueries({ queryKey: notificationKeys.unread() })
      void client.invalidateQueries({ queryKey: notificationKeys.list() })
    })
    await waitFor(() => expect(shown()).toEqual(['Live', 'While offline']))
    expect(badge()).toBe('2')
    // The count the list's read asks for is the one the event asked for, not a second one.
    expect(requestedPaths(fetch).slice(before).sort()).toEqual([
      '/api/notifications',
      '/api/notifications/unread-count',
    ])
  })
})
