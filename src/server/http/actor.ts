import type { Context } from 'hono'
import { AppError } from '../lib/app-error'
import type { Actor, AppEnv } from './env'

/**
 * The signed-in caller of a guarded route. Whether a banned account may make the call is the
 * guard's business (http/access.ts: every write refuses it), so no handler can forget it.
 */
export function actorOf(c: Context<AppEnv>): Actor {
  const actor = c.var.actor
  if (!actor) throw new AppError('UNAUTHORIZED')
  return actor
}
