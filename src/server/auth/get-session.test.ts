import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'

const ctx = await setupTestApp()

describe('GET /api/auth/get-session', () => {
  // The web app asks it on every page load before GET /api/me (a visitor's 401 would be logged).
  it('answers a visitor 200 and null, however often one address asks', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.7' }
    for (let i = 0; i < 150; i++) {
      const response = await ctx.app.request('/api/auth/get-session', { headers })
      expect([i, response.status]).toEqual([i, 200])
      expect(await response.json()).toBeNull()
    }
  })
})
