import { AppError } from './app-error'

/**
 * At most `size` holders at once; the others wait in arrival order. A waiter whose signal fires
 * leaves the queue and is rejected with the signal's reason, so a deadline covers the wait too.
 * Past `maxWaiting` waiters a newcomer is refused at once (503 SERVICE_UNAVAILABLE) instead of
 * queueing without end.
 */
export function createSemaphore(size: number, { maxWaiting = Number.POSITIVE_INFINITY } = {}) {
  let free = size
  const waiting: (() => void)[] = []

  function release() {
    const next = waiting.shift()
    if (next) next()
    else free += 1
  }

  return {
    /** Resolves with the release (safe to call twice) once a place is free. */
    acquire(signal?: AbortSignal): Promise<() => void> {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason)
        let released = false
        const grant = () => {
          signal?.removeEventListener('abort', abandon)
          resolve(() => {
            if (released) return
            released = true
            release()
          })
        }
        const abandon = () => {
          const index = waiting.indexOf(grant)
          if (index >= 0) waiting.splice(index, 1)
          reject(signal?.reason)
        }
        if (free > 0) {
          free -= 1
          return grant()
        }
        if (waiting.length >= maxWaiting) return reject(new AppError('SERVICE_UNAVAILABLE'))
        waiting.push(grant)
        signal?.addEventListener('abort', abandon, { once: true })
      })
    },
  }
}
