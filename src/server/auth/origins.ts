import type { Context } from 'hono'
import type { Config } from '../config'
import { clientAddress, type ProxyTrust } from '../lib/proxy-trust'

/** Set by this server from the socket (or the trusted proxies' X-Forwarded-For), never by the client. */
export const CLIENT_IP_HEADER = 'x-pointbook-client-ip'

/** The native shell's page origins (Capacitor on iOS and Android, https and http schemes). */
export const SHELL_ORIGINS: readonly string[] = [
  'capacitor://localhost',
  'ionic://localhost',
  'https://localhost',
  'http://localhost',
]

/** The app's own origin, the Capacitor shells, Vite's dev server, and any listed in TRUSTED_ORIGINS. */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([new URL(config.publicUrl).origin, ...SHELL_ORIGINS, ...config.TRUSTED_ORIGINS])
  if (!config.isProduction) {
    origins.add('http://localhost:5173')
    origins.add('http://127.0.0.1:5173')
  }
  return [...origins]
}

/**
 * The origin a request was addressed to: its scheme and Host (the proxy's forwarded ones when
 * TRUST_PROXY names proxies). A page served from that very origin may write, whatever PUBLIC_URL
 * says, so opening the app at 127.0.0.1 or a LAN address works. (A client that reaches the server
 * around its proxy can name any host here, but only for its own requests: no browser lets a page
 * set these headers on someone else's.)
 */
function requestOrigin(request: Request, trust: ProxyTrust): string | null {
  const trustProxy = !('hops' in trust) || trust.hops > 0
  const url = new URL(request.url)
  const forwardedHost = trustProxy
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined
  const forwardedProto = trustProxy
    ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    : undefined
  const host = forwardedHost || request.headers.get('host') || url.host
  const scheme =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : url.protocol.slice(0, -1)
  try {
    return new URL(`${scheme}://${host}`).origin
  } catch {
    return null
  }
}

/** Origins a state-changing request may come from: the trusted list and the request's own. */
export function allowedOrigins(config: Config, request: Request): string[] {
  const own = requestOrigin(request, config.TRUST_PROXY)
  return own ? [...trustedOrigins(config), own] : trustedOrigins(config)
}

/** The socket's peer: the client, or the proxy in front of the server. */
export function socketAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}

/** The client's address: the socket's, or the first untrusted hop of X-Forwarded-For (lib/proxy-trust.ts). */
export function clientIp(c: Context, trust: ProxyTrust): string {
  return clientAddress(trust, socketAddress(c), c.req.header('x-forwarded-for'))
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}
