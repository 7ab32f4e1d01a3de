import { createRoute, z } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { streamSSE } from 'hono/streaming'
import { RealtimeTopicsInput, RealtimeTopicsSchema } from '../../shared/realtime'
import { users } from '../auth/auth.table'
import { access } from '../http/access'
import { actorOf } from '../http/actor'
import { errors, json, jsonBody } from '../http/openapi'
import { createRouter } from '../http/router'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { askTopics } from './channel'

/** A comment line every 25 s keeps proxies and the client's watchdog from calling it dead. */
export const HEARTBEAT_MS = 25_000
/** What the browser waits before reconnecting on its own. */
const RETRY_MS = 3_000

/**
 * After a shutdown, when to come back: about a restart's time, spread over 3–8 s so the
 * streams of a whole process do not all arrive at the new one at once.
 */
const restartRetryMs = () => 3_000 + Math.floor(Math.random() * 5_000)

const stream = createRoute({
  method: 'get',
  path: '/realtime',
  operationId: 'streamRealtimeEvents',
  tags: ['realtime'],
  summary: 'My live events, as Server-Sent Events',
  description:
    'Signed in (401 otherwise). Events: `ready` (id: the last notification number; data: `since` and ' +
    'the `streamId` that POST /api/realtime/topics names), `notification.created` (id: its number), ' +
    'live events without an id (`post.changed`, `post.commented`, `book.changed`: data `postId` or `bookId`; ' +
    'what changed on a topic this stream hears, or for me; not replayed), and `session.ended` before it ' +
    'closes because its session was signed out or revoked, or `server.stopped` (data and `retry:` the ' +
    'milliseconds to wait before reconnecting) when this server process shuts down. Send ' +
    '`Last-Event-ID` to receive what was missed; a comment line every 25 s keeps it alive.',
  middleware: [access.signedIn] as const,
  request: {
    headers: z.object({ 'last-event-id': z.string().max(30).optional() }),
  },
  responses: {
    200: {
      description: 'The event stream',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...errors('UNAUTHORIZED'),
  },
})

/** `Last-Event-ID` as a notification number; anything else starts from now. */
function lastEventId(header: string | undefined): number | null {
  if (!header || !/^\d{1,15}$/.test(header.trim())) return null
  return Number(header.trim())
}

const topics = createRoute({
  method: 'post',
  path: '/realtime/topics',
  operationId: 'setRealtimeTopics',
  tags: ['realtime'],
  summary: 'Choose the topics one of my open streams hears',
  description:
    "Signed in. The topics (`post:{id}`, `book:{id}`: what the page shows) replace the stream's " +
    'earlier ones; `streamId` is the one its `ready` event gave. Those I may not read are left out ' +
    'of the answer and not heard; at most 100.',
  middleware: [access.signedIn] as const,
  request: jsonBody(RealtimeTopicsInput),
  responses: {
    200: json(RealtimeTopicsSchema, 'The topics the stream hears'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED'),
  },
})

export const realtimeRoutes = createRouter()
  .openapi(topics, async (c) => {
    const actor = actorOf(c)
    const { realtime, database } = c.var.deps
    const input = c.req.valid('json')
    const allowed = await realtime.allowedTopics(actor.id, [...new Set(input.topics)])
    // Its own process when the stream is here; otherwise the one holding it hears it by NOTIFY.
    if (!realtime.setTopics(actor.id, input.streamId, allowed))
      await askTopics(database.db, { userId: actor.id, streamId: input.streamId, topics: allowed })
    return c.json({ topics: allowed }, 200)
  })
  .openapi(stream, async (c) => {
    const actor = actorOf(c)
    const { auth, realtime, database } = c.var.deps
    const session = await auth.api.getSession({ headers: c.req.raw.headers })
    if (!session) throw new AppError('UNAUTHORIZED')
    const current = await realtime.current(actor.id)
    // A client from the future (another database, a reset) starts over from now.
    const asked = lastEventId(c.req.valid('header')['last-event-id'])
    const since = asked !== null && asked <= current ? asked : current
    c.header('X-Accel-Buffering', 'no')
    const streamId = newId()
    return streamSSE(c, async (sse) => {
      let end: () => void = () => {}
      const ended = new Promise<void>((resolve) => {
        end = resolve
      })
      let reason: 'session-ended' | 'shutdown' | null = null
      sse.onAbort(() => end())
      await sse.writeSSE({
        event: 'ready',
        id: String(since),
        retry: RETRY_MS,
        data: JSON.stringify({ since, streamId }),
      })
      const unsubscribe = realtime.subscribe({
        userId: actor.id,
        streamId,
        sessionToken: session.session.token,
        lastSeq: since,
        send: async (item) => {
          if (sse.closed || sse.aborted) return
          await sse.writeSSE({ event: item.event, id: String(item.seq), data: JSON.stringify(item.data) })
        },
        push: async (item) => {
          if (sse.closed || sse.aborted) return
          await sse.writeSSE({ event: item.event, data: JSON.stringify(item.data) })
        },
        close: (why) => {
          reason = why
          end()
        },
      })
      const heartbeat = setInterval(() => {
        if (!sse.closed) void sse.write(': ping\n\n').catch(() => end())
      }, HEARTBEAT_MS)
      heartbeat.unref()
      try {
        await ended
        // Said before the end, so the client stops instead of reconnecting into a 401.
        // `reason: banned` lets the client say why at once (a ban ends every session).
        if (reason === 'session-ended' && !sse.closed && !sse.aborted) {
          const [account] = await database.db
            .select({ banned: users.banned })
            .from(users)
            .where(eq(users.id, actor.id))
          const data = account?.banned ? { reason: 'banned' } : {}
          await sse.writeSSE({ event: 'session.ended', data: JSON.stringify(data) }).catch(() => {})
        } else if (reason === 'shutdown' && !sse.closed && !sse.aborted) {
          // The client comes back later, with its Last-Event-ID, to this process restarted or another.
          const retryMs = restartRetryMs()
          await sse
            .writeSSE({ event: 'server.stopped', retry: retryMs, data: JSON.stringify({ retryMs }) })
            .catch(() => {})
        }
      } finally {
        clearInterval(heartbeat)
        unsubscribe()
      }
    })
  })
