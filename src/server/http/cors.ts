import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { trustedOrigins } from '../auth/origins'
import type { Config } from '../config'
import { markGlobal } from './access'
import type { AppEnv } from './env'

/**
 * The native shell's page is not the server (`capacitor://localhost`, `https://localhost`), so
 * its calls are cross-origin: the trusted origins other than our own may read answers and send
 * the headers the app sends. No credentials: the shell signs in with a bearer token, so a
 * cookie never crosses origins and no other page gains ambient authority from this.
 */
export function shellCors(config: Config): MiddlewareHandler<AppEnv> {
  const own = new URL(config.publicUrl).origin
  const allowed = new Set(trustedOrigins(config).filter((origin) => origin !== own))
  return markGlobal(
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'Accept',
        'Accept-Language',
        'Idempotency-Key',
        'Last-Event-ID',
      ],
      exposeHeaders: [
        'set-auth-token',
        'Retry-After',
        'Idempotent-Replayed',
        'Content-Disposition',
        'X-Request-Id',
      ],
      maxAge: 600,
      credentials: false,
    }) as MiddlewareHandler<AppEnv>,
  )
}
