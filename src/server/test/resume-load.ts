import { expect } from 'vitest'
import type { Db } from '../db/client'
import { notify } from '../features/notifications/notify'
import type { SseReader } from './sse'

export interface ResumeLoad {
  /** Opens one more stream of the person: resumed after `lastEventId`, or from now when null. */
  open(lastEventId: number | null): Promise<{ stream: SseReader; since: number }>
  /** Writes one notification to the person and resolves with its number. */
  write(): Promise<number>
  /** How many to write while streams are resumed, and how many streams to resume meanwhile. */
  writes: number
  resumes: number
}

/** One notification to `userId`, committed on its own, as each like or follow is. */
export async function writeNotification(db: Db, userId: string, content: string): Promise<number> {
  const [written] = await db.transaction((tx) =>
    notify(tx, [userId], { type: 'admin', actorId: null, content }),
  )
  if (!written) throw new Error('the notification was not written')
  return written.seq
}

async function idsUpTo(stream: SseReader, last: number, after: number): Promise<number[]> {
  const ids: number[] = []
  // A stream that lost some still ends on `last`; one that stopped early times out here.
  while ((ids.at(-1) ?? after) < last) {
    const event = await stream.next(15_000)
    if (event.event === 'notification.created') ids.push(Number(event.id))
  }
  return ids
}

const range = (after: number, last: number) => Array.from({ length: last - after }, (_, i) => after + 1 + i)

/**
 * The probe's load: one stream of a person served live while notifications are written to them
 * one by one, and meanwhile more streams of theirs resumed with `Last-Event-ID`, each at another
 * id. Every stream must get exactly what came after its id, once and in order: a last
 * notification, written after all have caught up, must be the next event each one sees.
 */
export async function expectResumesUnderLoad(load: ResumeLoad): Promise<void> {
  const live = await load.open(null)
  const opened: Promise<{ stream: SseReader; since: number }>[] = []
  let last = live.since
  for (let written = 1; written <= load.writes; written++) {
    last = await load.write()
    const due = Math.floor((written * load.resumes) / load.writes) - opened.length
    for (let j = 0; j < due; j++) {
      // Spread over everything so far: far behind, just behind, and at the live edge.
      const at = Math.max(1, last - ((opened.length * 7) % (last + 1)))
      // Not awaited: streams arrive while the writes and the live stream's deliveries go on.
      opened.push(load.open(at))
    }
  }
  const streams = [live, ...(await Promise.all(opened))]
  const got = await Promise.all(streams.map(({ stream, since }) => idsUpTo(stream, last, since)))
  const losses = streams.flatMap(({ since }, i) => {
    const lost = range(since, last).length - new Set(got[i]).size
    return lost > 0 ? [`the stream resumed after ${since} lost ${lost}`] : []
  })
  expect(losses, `of ${streams.length} streams up to ${last}`).toEqual([])
  for (const [i, { since }] of streams.entries()) expect(got[i], `after ${since}`).toEqual(range(since, last))
  const sentinel = await load.write()
  for (const { stream } of streams) expect((await stream.next(15_000)).id).toBe(String(sentinel))
  for (const { stream } of streams) stream.close()
}
