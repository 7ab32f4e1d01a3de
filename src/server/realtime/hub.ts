import type { Database, Db } from '../db/client'
import type { Logger } from '../lib/logger'
import { type LiveMessage, REALTIME_CHANNEL, readLiveMessage } from './channel'

/** One event of a person's stream: its number (the SSE id), its name and what it says. */
export interface StreamEvent {
  seq: number
  event: string
  data: unknown
}

/**
 * What a person's stream is made of, handed in at start-up by the feature that numbers it
 * (notifications): the hub knows no feature, only numbered events per person.
 */
export interface StreamSource {
  /** The person's last number: where a stream without a usable `Last-Event-ID` starts. */
  current(db: Db, userId: string): Promise<number>
  /** What is newer than `after`, oldest first, at most `limit`. */
  after(db: Db, userId: string, after: number, limit: number): Promise<StreamEvent[]>
}

/**
 * An event that is not numbered: what changed on a topic a stream listens to, or for its person
 * (a live view's hint, decision 024). Missed while the stream was closed, it is not replayed: a
 * client reads again what it shows when its stream opens.
 */
export interface LiveEvent {
  event: string
  data: unknown
}

/**
 * Which of the topics a person asked for they may hear (handed in by the features that name
 * topics; the hub knows none): a topic names something by its id, `post:{id}`, and hearing it
 * says no more than that it changed.
 */
export type TopicAccess = (db: Db, userId: string, topics: readonly string[]) => Promise<string[]>

/** One open stream of one signed-in person. */
export interface Subscriber {
  userId: string
  /** Names the stream to its client (in `ready`), which names it back to choose its topics. */
  streamId: string
  /** The session it was opened with: signing that session out closes the stream. */
  sessionToken: string
  /** The last number this stream has sent (its last event id). */
  lastSeq: number
  send(event: StreamEvent): Promise<void>
  /** Sends a live event, without a number. */
  push(event: LiveEvent): Promise<void>
  /** Ends the stream; `sessionEnded` when its session was signed out or revoked. */
  close(reason: 'session-ended' | 'shutdown'): void
}

export interface RealtimeHub {
  /** Adds the stream and sends it what is newer than its `lastSeq`. Returns the removal. */
  subscribe(subscriber: Subscriber): () => void
  /** The person's last number (`StreamSource.current`). */
  current(userId: string): Promise<number>
  /** Of the topics asked, those the person may hear (`TopicAccess`). */
  allowedTopics(userId: string, topics: readonly string[]): Promise<string[]>
  /**
   * The topics a stream of this process hears from now on, replacing its earlier ones; false when
   * no such stream of the person is open here (another process may hold it: channel.ts).
   */
  setTopics(userId: string, streamId: string, topics: readonly string[]): boolean
  /** Hears this process's and (PostgreSQL) every other process's new events. */
  start(database: Database): Promise<void>
  /** A session was signed out or revoked (here or in another process): its streams end now. */
  closeSession(token: string): void
  /** Ends every stream, and any opened from now on (shutdown). */
  closeAll(): void
  /** Open streams, for the benchmark and the health of the process. */
  size(): number
}

/** How many events one read takes; a full page is followed by another read at once. */
const REPLAY_MAX = 500

/**
 * Routes new events to this process's open streams. A NOTIFY names receivers only; for
 * each one with a stream here, the hub reads what is newer than the oldest stream's last event
 * id and sends each stream its part. One delivery runs per receiver at a time; hints arriving
 * meanwhile run it once more, so nothing is sent twice or out of order.
 */
export function createRealtimeHub(
  database: Database,
  logger: Logger,
  source: StreamSource,
  topicAccess: TopicAccess = async () => [],
): RealtimeHub {
  const byUser = new Map<string, Set<Subscriber>>()
  const byTopic = new Map<string, Set<Subscriber>>()
  const topicsOf = new Map<Subscriber, readonly string[]>()
  const running = new Set<string>()
  const again = new Set<string>()
  let isClosed = false

  async function sendNewer(subscriber: Subscriber, rows: readonly StreamEvent[]): Promise<void> {
    try {
      for (const row of rows) {
        if (row.seq <= subscriber.lastSeq) continue
        subscriber.lastSeq = row.seq
        await subscriber.send(row)
      }
    } catch (error) {
      // One broken stream does not hold back the others of its person; it ends on its own.
      logger.warn({ err: error, userId: subscriber.userId }, 'realtime: a stream could not be written')
    }
  }

  /** One read and its sends; true when the page was full and more may follow. */
  async function deliverOnce(userId: string): Promise<boolean> {
    const subscribers = byUser.get(userId)
    if (!subscribers || subscribers.size === 0) return false
    // Only the streams `after` was taken from are served: one arriving during the read may need
    // older rows than it returns (serving it would skip them for good); its subscribe has
    // already asked for another round, which reads from its own id.
    const served = [...subscribers]
    const after = Math.min(...served.map((s) => s.lastSeq))
    const rows = await source.after(database.db, userId, after, REPLAY_MAX)
    await Promise.all(served.map((subscriber) => sendNewer(subscriber, rows)))
    return rows.length === REPLAY_MAX
  }

  function poke(userId: string): void {
    if (!byUser.has(userId)) return
    if (running.has(userId)) {
      again.add(userId)
      return
    }
    running.add(userId)
    void (async () => {
      try {
        do {
          again.delete(userId)
          if (await deliverOnce(userId)) again.add(userId)
        } while (again.has(userId))
      } catch (error) {
        logger.warn({ err: error, userId }, 'realtime: delivery failed')
      } finally {
        running.delete(userId)
      }
    })()
  }

  function unlisten(subscriber: Subscriber) {
    for (const topic of topicsOf.get(subscriber) ?? []) {
      const set = byTopic.get(topic)
      set?.delete(subscriber)
      if (set?.size === 0) byTopic.delete(topic)
    }
    topicsOf.delete(subscriber)
  }

  function remove(subscriber: Subscriber) {
    const set = byUser.get(subscriber.userId)
    set?.delete(subscriber)
    if (set?.size === 0) byUser.delete(subscriber.userId)
    unlisten(subscriber)
  }

  function setTopics(userId: string, streamId: string, topics: readonly string[]): boolean {
    const subscriber = [...(byUser.get(userId) ?? [])].find((s) => s.streamId === streamId)
    if (!subscriber) return false
    unlisten(subscriber)
    topicsOf.set(subscriber, topics)
    for (const topic of topics) {
      const set = byTopic.get(topic) ?? new Set<Subscriber>()
      byTopic.set(topic, set)
      set.add(subscriber)
    }
    return true
  }

  /** A live message heard on the channel: the streams it names, each once. */
  function hear(message: LiveMessage) {
    if (message.kind === 'topics') {
      setTopics(message.userId, message.streamId, message.topics)
      return
    }
    const reached = new Set<Subscriber>()
    for (const userId of message.users ?? []) for (const s of byUser.get(userId) ?? []) reached.add(s)
    for (const topic of message.topics ?? []) for (const s of byTopic.get(topic) ?? []) reached.add(s)
    for (const subscriber of reached)
      void subscriber.push({ event: message.event, data: message.data }).catch((error: unknown) => {
        logger.warn({ err: error, userId: subscriber.userId }, 'realtime: a live event could not be written')
      })
  }

  return {
    subscribe(subscriber) {
      // Shutting down: a stream that got this far is told to come back later, not kept open.
      if (isClosed) {
        subscriber.close('shutdown')
        return () => {}
      }
      const set = byUser.get(subscriber.userId) ?? new Set<Subscriber>()
      byUser.set(subscriber.userId, set)
      set.add(subscriber)
      poke(subscriber.userId)
      return () => remove(subscriber)
    },
    current(userId) {
      return source.current(database.db, userId)
    },
    allowedTopics(userId, topics) {
      return topics.length === 0 ? Promise.resolve([]) : topicAccess(database.db, userId, topics)
    },
    setTopics,
    async start(db) {
      await db.listen?.(REALTIME_CHANNEL, (payload) => {
        const live = readLiveMessage(payload)
        if (live) return hear(live)
        // An empty payload: the listening connection was re-opened, anything may have come (a
        // live message said meanwhile is lost: a client reads again what it shows when its own
        // stream re-opens).
        const ids = payload ? payload.split(',') : [...byUser.keys()]
        for (const id of ids) poke(id)
      })
    },
    closeSession(token) {
      for (const set of byUser.values())
        for (const subscriber of set) if (subscriber.sessionToken === token) subscriber.close('session-ended')
    },
    closeAll() {
      isClosed = true
      for (const set of byUser.values()) for (const subscriber of set) subscriber.close('shutdown')
    },
    size() {
      let count = 0
      for (const set of byUser.values()) count += set.size
      return count
    },
  }
}
