/**
 * How many requests this process is answering, so background work can run in the gaps. PGlite
 * has one connection: a job's batch holds it, and every query of every request waits behind it
 * (a request of ten queries waited ten batches: 22 s for a feed read during a 300k fan-out).
 */
export interface RequestGate {
  enter(): void
  leave(): void
  readonly active: number
  /**
   * Resolves once no request has been answered for `quietMs` (a page's requests come in bursts),
   * or after `maxWaitMs` whatever the load: background work is slowed, never starved.
   */
  idle(maxWaitMs: number, quietMs?: number): Promise<void>
}

export function createRequestGate(now: () => number = performance.now.bind(performance)): RequestGate {
  let active = 0
  let lastLeft = Number.NEGATIVE_INFINITY
  const waiting = new Set<() => void>()
  return {
    enter() {
      active++
    },
    leave() {
      active = Math.max(0, active - 1)
      lastLeft = now()
      if (active === 0) for (const wake of [...waiting]) wake()
    },
    get active() {
      return active
    },
    idle(maxWaitMs, quietMs = 0) {
      const isQuiet = () => active === 0 && now() - lastLeft >= quietMs
      if (isQuiet()) return Promise.resolve()
      return new Promise((resolve) => {
        let quietTimer: ReturnType<typeof setTimeout> | undefined
        const done = () => {
          clearTimeout(deadline)
          clearTimeout(quietTimer)
          waiting.delete(wake)
          resolve()
        }
        // Woken when the last request leaves: quiet once no other came for `quietMs`.
        const wake = () => {
          clearTimeout(quietTimer)
          if (isQuiet()) return done()
          if (active === 0) quietTimer = setTimeout(wake, quietMs - (now() - lastLeft))
        }
        const deadline = setTimeout(done, maxWaitMs)
        waiting.add(wake)
        wake()
      })
    },
  }
}
