import type { MiddlewareHandler } from 'hono'
import { AppError } from '../lib/app-error'
import { markGlobal } from './access'
import type { AppEnv, Stopping } from './env'

export type { Stopping } from './env'

export function createStopping(): Stopping {
  let isStopping = false
  return {
    get isStopping() {
      return isStopping
    },
    begin() {
      isStopping = true
    },
  }
}

/** What a refused client is told to wait: about what a restart takes (`npm run bench:startup`). */
const STOPPING_RETRY_AFTER_S = 5

/**
 * A stopping process takes nothing new, also on connections already open (Node's `close()`
 * only stops new ones): 503, so a load balancer or client tries again, elsewhere or here after
 * the restart, and `Connection: close`, so its next request opens a connection that reaches
 * whichever process now listens.
 */
export const refuseWhileStopping: MiddlewareHandler<AppEnv> = markGlobal(async (c, next) => {
  if (!c.var.deps.stopping.isStopping) return next()
  c.header('Connection', 'close')
  const error = new AppError('SERVICE_UNAVAILABLE')
  error.retryAfter = STOPPING_RETRY_AFTER_S
  throw error
})
