import type { Context } from 'hono'
import { AppError } from '../lib/app-error'
import type { Actor, AppEnv } from './env'

/**
 * The signed-in caller of a guarded route. `write` also refuses a banned account (API.md: 403
 * for banned users writing); a ban normally ends its sessions at once, this covers the rest.
 */
export function actorOf(c: Context<AppEnv>, intent: 'read' | 'write' = 'read'): Actor {
  const actor = c.var.actor
  if (!actor) throw new AppError('UNAUTHORIZED')
  if (intent === 'write' && actor.isBanned) throw new AppError('USER_BANNED')
  return actor
}
