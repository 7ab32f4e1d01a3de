import { afterEach, describe, expect, it } from 'vitest'
import { NOTIFICATION_SWITCHES } from '../../shared/notification-constants'
import { enabledTypes, isTypeEnabled, setTypeEnabled } from './local-notifications'
import { type Preferences, setPreferences, webPreferences } from './preferences'

function memoryPreferences(): Preferences {
  const values = new Map<string, string>()
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => {
      values.set(key, value)
    },
    remove: async (key) => {
      values.delete(key)
    },
  }
}

afterEach(() => setPreferences(webPreferences))

describe('local notification switches', () => {
  it('switches replies with comments ("Comments and replies"), which /setting lists once', async () => {
    setPreferences(memoryPreferences())
    expect(NOTIFICATION_SWITCHES).toContain('comment')
    expect(NOTIFICATION_SWITCHES).not.toContain('reply')
    expect(await isTypeEnabled('reply')).toBe(true)
    await setTypeEnabled('comment', false)
    expect(await isTypeEnabled('reply')).toBe(false)
    expect(await isTypeEnabled('like')).toBe(true)
    expect(await enabledTypes()).toMatchObject({ comment: false, reply: false, like: true })
    await setTypeEnabled('comment', true)
    expect(await isTypeEnabled('reply')).toBe(true)
  })
})
