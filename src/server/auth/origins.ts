import type { Context } from 'hono'
import type { Config } from '../config'

/** Set by this server from the socket (or the proxy's X-Forwarded-For), never by the client. */
export const CLIENT_IP_HEADER = 'x-pointbook-client-ip'

/** The app's own origin, the Capacitor shells, Vite's dev server, and any listed in TRUSTED_ORIGINS. */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([
    new URL(config.publicUrl).origin,
    'capacitor://localhost',
    'ionic://localhost',
    'https://localhost',
    'http://localhost',
    ...config.TRUSTED_ORIGINS,
  ])
  if (!config.isProduction) {
    origins.add('http://localhost:5173')
    origins.add('http://127.0.0.1:5173')
  }
  return [...origins]
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}
