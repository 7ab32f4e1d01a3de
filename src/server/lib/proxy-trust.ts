import { BlockList, isIP } from 'node:net'

/**
 * Which proxies in front of the server may say who the client is (`TRUST_PROXY`), as Express's
 * `trust proxy` reads them: a number of hops (the last N addresses of `X-Forwarded-For`, counted
 * from the socket, are proxies; `true` is one, the usual single nginx or load balancer), or the
 * proxies' own addresses and networks (`loopback`, `10.0.0.0/8`, `fd00::/8`). The client is the
 * first address from the socket's end that is not a trusted proxy. The leftmost entry is never
 * taken as such: behind `proxy_add_x_forwarded_for` it is whatever the client sent.
 */
export type ProxyTrust = { hops: number } | { networks: string[] }

const NAMED = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
} as Record<string, string[]> & Record<'loopback' | 'linklocal' | 'uniquelocal', string[]>

/** `false`, `true`, a hop count, or a comma list of addresses, networks and the names above. */
export function parseProxyTrust(value: string): ProxyTrust | string {
  const text = value.trim().toLowerCase()
  if (['false', '0', 'off', 'no'].includes(text)) return { hops: 0 }
  if (['true', 'on', 'yes'].includes(text)) return { hops: 1 }
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) }
  const networks = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .flatMap((item) => NAMED[item] ?? [item])
  for (const network of networks) {
    const [address = '', bits] = network.split('/')
    const family = isIP(address)
    const max = family === 4 ? 32 : 128
    if (family === 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max)))
      return 'must be true, false, a number of proxies, or addresses and networks (loopback, 10.0.0.0/8)'
  }
  return { networks }
}

const unmapped = (address: string) =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address

function matcher(trust: ProxyTrust): (address: string, hop: number) => boolean {
  if ('hops' in trust) return (_address, hop) => hop < trust.hops
  const list = new BlockList()
  for (const network of trust.networks) {
    const [address = '', bits] = network.split('/')
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return (address) => {
    const plain = unmapped(address)
    const family = isIP(plain)
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6')
  }
}

const matchers = new WeakMap<ProxyTrust, (address: string, hop: number) => boolean>()

const LOCAL_NETWORKS: ProxyTrust = {
  networks: [...NAMED.loopback, ...NAMED.linklocal, ...NAMED.uniquelocal],
}

/**
 * A loopback, link-local or private-network address (127.0.0.1, ::1, 192.168.1.20, fd00::1):
 * one that only this machine or its own network reaches.
 */
export function isLocalNetworkAddress(address: string): boolean {
  return isTrustedProxy(LOCAL_NETWORKS, address.replace(/^\[(.*)\]$/, '$1'))
}

/** Whether the peer on the socket is a proxy whose forwarded headers may be believed. */
export function isTrustedProxy(trust: ProxyTrust, socketAddress: string): boolean {
  const trusted = matchers.get(trust) ?? matcher(trust)
  matchers.set(trust, trusted)
  return trusted(socketAddress, 0)
}

/** The client's address: from the socket back through `X-Forwarded-For`, the first untrusted hop. */
export function clientAddress(
  trust: ProxyTrust,
  socketAddress: string,
  forwardedFor: string | undefined,
): string {
  const trusted = matchers.get(trust) ?? matcher(trust)
  matchers.set(trust, trusted)
  const chain = [
    socketAddress,
    ...(forwardedFor ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .reverse(),
  ]
  for (const [hop, address] of chain.entries()) if (!trusted(address, hop)) return address
  // Every hop trusted: the furthest one is the nearest to the client that was seen.
  return chain.at(-1) ?? socketAddress
}
