import { describe, expect, it, vi } from 'vitest'
import { createRequestGate } from './request-gate'

describe('the request gate', () => {
  it('lets background work through at once when no request is being answered', async () => {
    const gate = createRequestGate()
    await expect(gate.idle(60_000)).resolves.toBeUndefined()
  })

  it('holds background work until the last request is answered', async () => {
    const gate = createRequestGate()
    gate.enter()
    gate.enter()
    let through = false
    const waited = gate.idle(60_000).then(() => {
      through = true
    })
    gate.leave()
    await Promise.resolve()
    expect(through).toBe(false)
    gate.leave()
    await waited
    expect(through).toBe(true)
    expect(gate.active).toBe(0)
  })

  it('waits for a quiet spell after the last request, as a page asks in bursts', async () => {
    vi.useFakeTimers()
    try {
      const gate = createRequestGate(() => Date.now())
      gate.enter()
      let through = false
      const waited = gate.idle(60_000, 20).then(() => {
        through = true
      })
      gate.leave()
      await vi.advanceTimersByTimeAsync(10)
      // The page's next request comes before the spell is over: the wait starts again after it.
      gate.enter()
      gate.leave()
      await vi.advanceTimersByTimeAsync(15)
      expect(through).toBe(false)
      await vi.advanceTimersByTimeAsync(5)
      await waited
      expect(through).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets it through after the longest wait under steady load, so it is never starved', async () => {
    vi.useFakeTimers()
    try {
      const gate = createRequestGate()
      gate.enter()
      let through = false
      const waited = gate.idle(250).then(() => {
        through = true
      })
      await vi.advanceTimersByTimeAsync(249)
      expect(through).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await waited
      expect(through).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
