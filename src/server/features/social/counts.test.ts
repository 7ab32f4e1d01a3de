import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Post } from '../../../shared/posts'
import { rowsOf } from '../../db/rows'
import { setupTestApp } from '../../test/app'
import { caller } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUser, type TestUser } from '../../test/users'

// Runs on PGlite, and on PostgreSQL when the API suite does (TEST_DATABASE_URL): real
// concurrency there, with pooled connections racing for the same rows.
const ctx = await setupTestApp()
const call = caller(ctx)
const db = ctx.deps.database.db

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

describe('counts under concurrent likes, follows and comments', () => {
  it('equal the rows they count afterwards', async () => {
    const people: TestUser[] = []
    for (let i = 0; i < 12; i++) people.push(await createUser(ctx))
    const posts: Post[] = []
    for (const author of people.slice(0, 3)) {
      posts.push(await createPost(ctx, author, { content: `A post by ${author.username}` }))
    }
    const next = random(42)
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T
    const actions = people.map((person) => {
      const steps: (() => Promise<{ status: number }>)[] = []
      for (let i = 0; i < 12; i++) {
        const choice = next()
        const post = pick(posts)
        const other = pick(people.filter((p) => p.id !== person.id))
        if (choice < 0.3) steps.push(() => call(person, 'PUT', `/posts/${post.id}/like`))
        else if (choice < 0.5) steps.push(() => call(person, 'DELETE', `/posts/${post.id}/like`))
        else if (choice < 0.7) steps.push(() => call(person, 'POST', `/users/${other.id}/follow`))
        else if (choice < 0.85) steps.push(() => call(person, 'DELETE', `/users/${other.id}/follow`))
        else
          steps.push(async () => {
            const made = await call(person, 'POST', `/posts/${post.id}/comments`, { content: 'Hi' })
            if (made.status !== 201 || next() < 0.5) return made
            return call(person, 'DELETE', `/comments/${made.body.comment.id}`)
          })
      }
      return steps
    })
    // Every person runs their steps in order; all people at once, two calls each in flight.
    const statuses = await Promise.all(
      actions.flatMap((steps) => {
        const half = Math.ceil(steps.length / 2)
        return [steps.slice(0, half), steps.slice(half)].map(async (run) => {
          const seen: number[] = []
          for (const step of run) seen.push((await step()).status)
          return seen
        })
      }),
    )
    expect(statuses.flat().filter((status) => status >= 300)).toEqual([])

    const drift = await rowsOf<{ kind: string; id: string; stored: number; actual: number }>(
      db,
      sql`
        select 'likes' as kind, p.id, p.like_count as stored, (select count(*)::int from post_likes l where l.post_id = p.id) as actual from posts p
        union all
        select 'comments', p.id, p.comment_count, (select count(*)::int from comments c where c.post_id = p.id and c.deleted_at is null) from posts p
        union all
        select 'followers', u.id, u.follower_count, (select count(*)::int from follows f where f.followee_id = u.id) from users u
        union all
        select 'following', u.id, u.following_count, (select count(*)::int from follows f where f.follower_id = u.id) from users u
        union all
        select 'posts', u.id, u.post_count, (select count(*)::int from posts p where p.author_id = u.id) from users u`,
    )
    expect(drift.length).toBeGreaterThan(0)
    expect(drift.filter((row) => row.stored !== row.actual)).toEqual([])
    const totals = await rowsOf<{ likes: number; follows: number }>(
      db,
      sql`select (select count(*)::int from post_likes) as likes, (select count(*)::int from follows) as follows`,
    )
    // The run really did something to count.
    expect(totals[0]?.likes).toBeGreaterThan(0)
    expect(totals[0]?.follows).toBeGreaterThan(0)
  })
})
