import { onlineManager, type QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import type { Notification } from '../../../shared/notifications'
import { REALTIME_TOPICS_MAX } from '../../../shared/realtime-constants'
import { createSseParser, type SseEvent } from '../../../shared/sse'
import { i18n, loadCatalogPart } from '../../i18n/i18n'
import { api, http } from '../../lib/api'
import { retryAfterSeconds } from '../../lib/http'
import { onTopicsChanged, watchedTopics } from '../../lib/live-topics'
import {
  isTypeEnabled,
  LOCAL_NOTIFICATION_DELAY_MS,
  showLocalNotification,
} from '../../native/local-notifications'
import { createLiveEvents } from '../live/live-events'
import type { EndReason } from '../session/ended'
import { notificationText } from './notification-text'
import { notificationKeys } from './queries'

/** The server sends a heartbeat every 25 s: a minute of silence means the stream is dead. */
const SILENCE_MS = 60_000
const RETRY_MIN_MS = 1_000
const RETRY_MAX_MS = 30_000
/** Pages mount and unmount in bursts (a navigation, a feed's next page): their topics are asked once. */
const TOPICS_PAUSE_MS = 200

function onNotification(queryClient: QueryClient, notification: Notification, open: (link: string) => void) {
  // The count and the list are the server's: invalidating refetches them, no copies kept here.
  void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() })
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list() })
  setTimeout(async () => {
    if (!(await isTypeEnabled(notification.type))) return
    await loadCatalogPart('notifications')
    const text = notificationText(i18n.t, notification)
    showLocalNotification(
      { tag: notification.id, title: text.headline, body: text.detail, link: notification.link },
      open,
    )
  }, LOCAL_NOTIFICATION_DELAY_MS)
}

/**
 * The signed-in person's live events (GET /api/realtime), read with `fetch` so the native shell's
 * bearer token goes along. Open only while the page is visible (the app pauses when hidden, spec
 * §4); re-opened on return with `Last-Event-ID`, so what arrived meanwhile is replayed; retried
 * with growing pauses while the network is gone. The native shell also suspends it while the app
 * is in the background (native/lifecycle.ts). It asks the server for the topics the open pages
 * show (lib/live-topics.ts) and hands their live events to features/live (decision 024).
 */
export interface RealtimeConnection {
  stop(): void
  /** Closed, and not re-opened by visibility or network changes, until `resume`. */
  suspend(): void
  resume(): void
}

export function startRealtime(
  queryClient: QueryClient,
  router: Pick<AnyRouter, 'navigate'>,
  onSessionEnded: (reason: EndReason) => Promise<boolean>,
): RealtimeConnection {
  const open = (link: string) => void router.navigate({ to: link })
  const live = createLiveEvents(queryClient)
  /** The open stream's id (its `ready` said), and the topics last asked for it. */
  let streamId: string | null = null
  let askedTopics = ''
  let topicsTimer: ReturnType<typeof setTimeout> | undefined
  const askTopics = () => {
    clearTimeout(topicsTimer)
    topicsTimer = setTimeout(() => {
      const topics = watchedTopics().slice(0, REALTIME_TOPICS_MAX)
      const key = `${streamId} ${topics.join(' ')}`
      if (!streamId || key === askedTopics) return
      askedTopics = key
      // Not heard is not harmful: the pages read again on return and on focus.
      void api.realtime.topics.$post({ json: { streamId, topics } }).catch(() => {
        askedTopics = ''
      })
    }, TOPICS_PAUSE_MS)
  }
  const unsubscribeTopics = onTopicsChanged(askTopics)
  let stopped = false
  let suspended = false
  let controller: AbortController | null = null
  let lastEventId: string | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let retryMs = RETRY_MIN_MS
  /** The server's word on when to come back (a shutdown, a 503), used once instead of the pause. */
  let toldMs: number | null = null

  const handle = (event: SseEvent) => {
    const isReconnect = lastEventId !== null
    if (event.id) lastEventId = event.id
    if (event.event === 'ready') {
      retryMs = RETRY_MIN_MS
      toldMs = null
      streamId = (JSON.parse(event.data) as { streamId?: string }).streamId ?? null
      askTopics()
      // The count was loaded at sign-in; after a gap it is asked again (the replay follows too),
      // and what the pages show, whose live events were not told meanwhile.
      if (isReconnect) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() })
        live.reopened()
      }
    } else if (event.event === 'notification.created') {
      onNotification(queryClient, JSON.parse(event.data) as Notification, open)
    } else if (event.event === 'session.ended') {
      // Signed out, revoked or banned: no reconnecting into a 401, and the page is told at once.
      stopped = true
      const data = (event.data ? JSON.parse(event.data) : {}) as { reason?: string }
      resumeUnlessEnded(onSessionEnded(data.reason === 'banned' ? 'banned' : 'ended'))
    } else if (event.event === 'server.stopped') {
      // A restart or a deploy, not a failure: back when it said, not at once into a refused
      // connection or a 503, which the browser would log as errors.
      const data = JSON.parse(event.data) as { retryMs?: unknown }
      if (typeof data.retryMs === 'number') toldMs = data.retryMs
    } else if (!event.id && event.data.startsWith('{')) live.handle(event.event, JSON.parse(event.data))
  }

  // The page still holds a session (a new password gave it a new one): open the stream again.
  const resumeUnlessEnded = (isEnded: Promise<boolean>) =>
    void isEnded.then((ended) => {
      if (ended) return
      stopped = false
      scheduleRetry()
    })

  const shouldRun = () =>
    !stopped && !suspended && document.visibilityState === 'visible' && onlineManager.isOnline()

  const scheduleRetry = () => {
    clearTimeout(retryTimer)
    if (!shouldRun()) return
    retryTimer = setTimeout(connect, toldMs ?? retryMs)
    toldMs = null
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
  }

  async function connect() {
    if (controller || !shouldRun()) return
    const mine = new AbortController()
    controller = mine
    let silence: ReturnType<typeof setTimeout> | undefined
    const watch = () => {
      clearTimeout(silence)
      silence = setTimeout(() => mine.abort(), SILENCE_MS)
    }
    try {
      watch()
      const response = await http.fetch('/api/realtime', {
        headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        signal: mine.signal,
      })
      // Signed out elsewhere while the stream was closed: nothing to retry.
      if (response.status === 401) {
        stopped = true
        resumeUnlessEnded(onSessionEnded('ended'))
        return
      }
      // Still stopping, or not back yet (the HTTP client already tried once more).
      const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'))
      if (response.status === 503 && retryAfter) toldMs = retryAfter * 1000
      if (!response.ok || !response.body) throw new Error(`realtime: ${response.status}`)
      const parse = createSseParser(handle)
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) break
        watch()
        parse(chunk.value)
      }
    } catch {
      // Aborted (hidden, offline, silent) or the network failed: retried below.
    } finally {
      clearTimeout(silence)
      if (controller === mine) controller = null
      streamId = null
    }
    scheduleRetry()
  }

  const pause = () => {
    clearTimeout(retryTimer)
    controller?.abort()
    controller = null
  }
  const onVisibility = () => {
    // The count itself is refetched on return by the query (refetchOnWindowFocus: 'always').
    if (document.visibilityState === 'visible') {
      retryMs = RETRY_MIN_MS
      void connect()
    } else pause()
  }
  const unsubscribeOnline = onlineManager.subscribe((isOnline) => {
    if (isOnline) {
      retryMs = RETRY_MIN_MS
      void connect()
    } else pause()
  })
  document.addEventListener('visibilitychange', onVisibility)
  void connect()
  return {
    stop() {
      stopped = true
      pause()
      clearTimeout(topicsTimer)
      unsubscribeTopics()
      live.stop()
      unsubscribeOnline()
      document.removeEventListener('visibilitychange', onVisibility)
    },
    suspend() {
      suspended = true
      pause()
    },
    resume() {
      suspended = false
      retryMs = RETRY_MIN_MS
      void connect()
    },
  }
}
