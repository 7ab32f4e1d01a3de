import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../auth/auth.table'
import type { Db } from '../db/client'
import { setupTestApp } from '../test/app'
import { createUser } from '../test/users'
import { createEventBus, defineSubscriber } from './emit'

const ctx = await setupTestApp()

/** A bus of its own: the process's bus is shared by every file of the worker. */
function recording() {
  const seen: string[] = []
  const bus = createEventBus()
  const subscriber = (name: string) =>
    defineSubscriber({
      name,
      applicableEvents: ['user.followed'],
      async handle(_tx, event) {
        seen.push(`${name}:${event.followeeId}`)
      },
    })
  return { seen, bus, subscriber }
}

const followed = { type: 'user.followed', followerId: 'a', followeeId: 'b' } as const

describe('emit', () => {
  it('runs each applicable subscriber once, in registration order, however often it is registered', async () => {
    const { seen, bus, subscriber } = recording()
    bus.register([subscriber('first'), subscriber('second')])
    bus.register([subscriber('first'), subscriber('second')])
    await bus.emit({} as Db, followed)
    await bus.emit({} as Db, { type: 'post.edited', postId: 'p' })
    expect(seen).toEqual(['first:b', 'second:b'])
  })

  it('rolls the cause back when an effect fails', async () => {
    const user = await createUser(ctx)
    const bus = createEventBus()
    bus.register([
      defineSubscriber({
        name: 'failing',
        applicableEvents: ['profile.updated'],
        async handle() {
          throw new Error('effect failed')
        },
      }),
    ])
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.update(users).set({ bio: 'changed' }).where(eq(users.id, user.id))
        await bus.emit(tx, { type: 'profile.updated', userId: user.id })
      }),
    ).rejects.toThrow('effect failed')
    const [row] = await ctx.database.db.select({ bio: users.bio }).from(users).where(eq(users.id, user.id))
    expect(row?.bio).not.toBe('changed')
  })
})
