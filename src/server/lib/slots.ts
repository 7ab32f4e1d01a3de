import { AppError } from './app-error'

export interface Slots {
  /**
   * Waits for a free slot and returns its release (safe to call twice). Past `queue` waiting
   * callers, refuses at once with 503 SERVICE_UNAVAILABLE instead of queueing without end.
   */
  take(signal?: AbortSignal): Promise<() => void>
  /** Slots in use, and callers waiting for one. */
  readonly busy: number
  readonly waiting: number
}

/** At most `size` holders at a time, the rest served in arrival order. */
export function createSlots(size: number, queue: number): Slots {
  let busy = 0
  const waiters: (() => void)[] = []
  const releaser = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = waiters.shift()
      if (next) next()
      else busy--
    }
  }
  return {
    async take(signal) {
      signal?.throwIfAborted()
      if (busy < size) {
        busy++
        return releaser()
      }
      if (waiters.length >= queue) throw new AppError('SERVICE_UNAVAILABLE')
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener('abort', leave)
          resolve()
        }
        const leave = () => {
          const at = waiters.indexOf(turn)
          if (at >= 0) waiters.splice(at, 1)
          reject(signal?.reason)
        }
        waiters.push(turn)
        signal?.addEventListener('abort', leave, { once: true })
      })
      return releaser()
    },
    get busy() {
      return busy
    },
    get waiting() {
      return waiters.length
    },
  }
}
