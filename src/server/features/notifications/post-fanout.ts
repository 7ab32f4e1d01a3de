import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { enqueueJob, type JobHandler } from '../../jobs/jobs'
import { aboutPost, notify } from './notify'

export const POST_FANOUT = 'post-fanout'

/** Followers told per batch: one set-based insert, one transaction. */
const FANOUT_BATCH = 1000

/** In the post's transaction: the followers are told after commit, by the worker. */
export async function enqueuePostFanout(tx: Db, postId: string, authorId: string): Promise<void> {
  await enqueueJob(tx, POST_FANOUT, { postId, authorId })
}

/**
 * One batch of a post's fan-out: the next followers, newest follow first (the followers index),
 * each told once (the dedupe key makes a batch run twice harmless). A post deleted or banned
 * meanwhile ends the job; blocks and bans are applied per receiver by `notify`.
 */
export function postFanout(batchSize = FANOUT_BATCH): JobHandler {
  return async (tx, job) => {
    const { postId, authorId } = job.payload as { postId: string; authorId: string }
    const [post] = await rowsOf<{ id: string; title: string; content: string; slug: string }>(
      tx,
      sql`select id, title, content, slug from posts where id = ${postId} and banned_at is null`,
    )
    if (!post) return { cursor: job.cursor, done: true }
    const after = job.cursor ? (JSON.parse(job.cursor) as [string, string]) : null
    const followers = await rowsOf<{ follower_id: string; created_at: string }>(
      tx,
      sql`select follower_id, created_at::text as created_at from follows
        where followee_id = ${authorId}
          ${after ? sql`and (created_at, follower_id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
        order by created_at desc, follower_id desc
        limit ${batchSize}`,
    )
    const last = followers.at(-1)
    if (!last) return { cursor: job.cursor, done: true }
    await notify(
      tx,
      followers.map((row) => row.follower_id),
      {
        type: 'post',
        actorId: authorId,
        ...aboutPost(post),
        dedupeKey: `post:${postId}`,
      },
    )
    return {
      cursor: JSON.stringify([last.created_at, last.follower_id]),
      done: followers.length < batchSize,
    }
  }
}
