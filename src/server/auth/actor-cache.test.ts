import { afterEach, describe, expect, it } from 'vitest'
import { clock } from '../lib/clock'
import { createActorCache } from './actor-cache'

const realNow = clock.now
afterEach(() => {
  clock.now = realNow
})

describe('the actor cache', () => {
  const ada = { id: 'a', role: 'user' as const, isBanned: false }

  it('remembers a credential for its time to live, including "nobody"', () => {
    const start = Date.now()
    clock.now = () => new Date(start)
    const cache = createActorCache(1000)
    cache.set('cookie-1', ada)
    cache.set('bad-token', null)
    expect(cache.get('cookie-1')).toEqual(ada)
    expect(cache.get('bad-token')).toBeNull()
    expect(cache.get('unknown')).toBeUndefined()
    clock.now = () => new Date(start + 1001)
    expect(cache.get('cookie-1')).toBeUndefined()
  })

  it('forgets everything on clear and keeps to its size', () => {
    const cache = createActorCache(60_000, 2)
    cache.set('a', ada)
    cache.set('b', ada)
    cache.set('c', ada)
    expect(cache.get('a')).toBeUndefined()
    cache.clear()
    expect(cache.get('c')).toBeUndefined()
  })
})
