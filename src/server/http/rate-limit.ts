import type { MiddlewareHandler } from 'hono'
import { clientIp } from '../auth/origins'
import { AppError } from '../lib/app-error'
import { clock } from '../lib/clock'
import { markGlobal, READ_METHODS } from './access'
import type { AppEnv } from './env'

const WINDOW_SECONDS = 60

/** One address may carry many people (a campus, a household): it gets this many users' worth. */
const USERS_PER_ADDRESS = 10

/**
 * Writes to the API (decisions.md: 100 a minute per user), counted per account and per address
 * (a signed-in user's address gets ten users' worth, so many accounts from one address are
 * limited too), in fixed one-minute windows in the shared store, so every server process counts
 * together. Reads are not limited, and Better Auth limits its own routes.
 */
/** What the write limit counts: writes, except Better Auth's routes, which limit their own. */
export function isLimitedWrite(method: string, path: string): boolean {
  return !READ_METHODS.has(method) && !path.startsWith('/api/auth/')
}

export function limitWrites(perMinute: number): MiddlewareHandler<AppEnv> {
  return markGlobal(async (c, next) => {
    if (!isLimitedWrite(c.req.method, c.req.path)) return next()
    const { store, config } = c.var.deps
    const window = Math.floor(clock.now().getTime() / (WINDOW_SECONDS * 1000))
    const address = `ip:${clientIp(c, config.TRUST_PROXY)}`
    const counts: [string, number][] = c.var.actor
      ? [
          [`user:${c.var.actor.id}`, perMinute],
          [address, perMinute * USERS_PER_ADDRESS],
        ]
      : [[address, perMinute]]
    for (const [who, limit] of counts) {
      const count = await store.increment(`api-writes:${who}:${window}`, WINDOW_SECONDS)
      if (count > limit) {
        c.header('Retry-After', String(WINDOW_SECONDS))
        throw new AppError('RATE_LIMITED')
      }
    }
    return next()
  })
}
