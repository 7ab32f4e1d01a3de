import { lookup as dnsLookup } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import sharp from 'sharp'
import { AppError } from '../../lib/app-error'

/** Limits of a remote image fetched for a reader (decision 008). */
export const REMOTE_IMAGE = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** The whole fetch, redirects included: a host that sends a byte a second is cut off too. */
  timeoutMs: 5_000,
  maxRedirects: 3,
  /** Fetches under way at once (one per image URL); past it a reader gets 503 until one ends. */
  maxFetches: 16,
  /** Cached re-encoded images, newest kept, within this many bytes in all. */
  cacheBytes: 64 * 1024 * 1024,
} as const

// Addresses a server must never be sent to by a URL someone wrote into a card: this machine,
// its networks, and everything that is not one public host.
const PRIVATE = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  // IPv4-compatible (::10.0.0.1, deprecated), with the unspecified address and loopback in it.
  ['::', 96],
  // NAT64, whose last 32 bits are any IPv4 address: the well-known and the local-use prefix.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  // 6to4 embeds any IPv4 address (2002:0a00:0001:: is 10.0.0.1); the relays are long retired.
  ['2002::', 16],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local, deprecated but still routed in some private networks.
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6')

/** A public unicast address: not loopback, private, link-local, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is. (A
  // ::ffff:0:0/96 rule would not do: BlockList matches every IPv4 address against it.)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return isPublicAddress(mapped)
  if (/^::ffff:/i.test(address)) return false
  const family = isIP(address)
  if (family === 0) return false
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export interface RemoteImageOptions {
  /** Which resolved addresses may be fetched from; tests widen it to their own loopback server. */
  isAllowedAddress?: (address: string) => boolean
  /** The deadline of one fetch; tests shorten it. */
  timeoutMs?: number
}

export interface RemoteImage {
  data: Buffer
  contentType: string
}

const refused = () => new AppError('VALIDATION_FAILED', undefined, [{ path: 'url', code: 'invalid' }])
const unavailable = () => new AppError('NOT_FOUND')

/**
 * Fetches images written into Markdown for the reader, so the author never learns who read the
 * card: http(s) only, every hop's address checked after DNS resolution (and the connection
 * pinned to it), no cookies or credentials, a time and size limit, and only real images, which
 * are re-encoded (an SVG or a polyglot never reaches the browser). Answers are cached.
 */
export function createRemoteImages(options: RemoteImageOptions = {}) {
  const isAllowed = options.isAllowedAddress ?? isPublicAddress
  const timeoutMs = options.timeoutMs ?? REMOTE_IMAGE.timeoutMs
  const cache = new Map<string, RemoteImage>()
  // Readers of one uncached image share its fetch.
  const fetching = new Map<string, Promise<RemoteImage>>()
  let cachedBytes = 0

  // Resolves the host and refuses it unless every address it has is allowed; the socket then
  // connects to the address checked here, so a second DNS answer cannot point it elsewhere.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4)
      const list = addresses as unknown as { address: string; family: number }[]
      if (list.length === 0 || !list.every((entry) => isAllowed(entry.address)))
        return callback(Object.assign(new Error('address not allowed'), { code: 'EADDRNOTALLOWED' }), '', 4)
      if ((lookupOptions as { all?: boolean }).all)
        return (callback as (e: null, a: unknown) => void)(null, list)
      const first = list[0] as { address: string; family: number }
      callback(null, first.address, first.family)
    })
  }

  function get(url: URL, redirects: number, signal: AbortSignal): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      // An address literal never goes through `lookup`: check it here.
      const literal = url.hostname.replace(/^\[|\]$/g, '')
      if (isIP(literal) && !isAllowed(literal)) return reject(refused())
      const client = url.protocol === 'https:' ? https : http
      const request = client.get(
        url,
        {
          lookup,
          headers: { accept: 'image/*', 'user-agent': 'Pointbook image proxy' },
          signal,
        },
        (response) => {
          const status = response.statusCode ?? 0
          const location = response.headers.location
          if (status >= 300 && status < 400 && location) {
            response.resume()
            if (redirects >= REMOTE_IMAGE.maxRedirects) return reject(unavailable())
            let next: URL
            try {
              next = new URL(location, url)
            } catch {
              return reject(unavailable())
            }
            if (!isFetchable(next)) return reject(refused())
            return get(next, redirects + 1, signal).then(resolve, reject)
          }
          if (status !== 200) {
            response.resume()
            return reject(unavailable())
          }
          const declared = Number(response.headers['content-length'] ?? 0)
          if (declared > REMOTE_IMAGE.maxBytes) {
            response.destroy()
            return reject(new AppError('IMAGE_TOO_LARGE'))
          }
          const chunks: Buffer[] = []
          let size = 0
          response.on('data', (chunk: Buffer) => {
            size += chunk.length
            if (size > REMOTE_IMAGE.maxBytes) {
              response.destroy()
              reject(new AppError('IMAGE_TOO_LARGE'))
              return
            }
            chunks.push(chunk)
          })
          response.on('end', () => resolve(Buffer.concat(chunks)))
          response.on('error', () => reject(unavailable()))
          // Cut off by the deadline or the host mid-body: no 'end' comes.
          response.on('close', () => {
            if (!response.complete) reject(unavailable())
          })
        },
      )
      request.on('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRNOTALLOWED' ? refused() : unavailable()),
      )
    })
  }

  async function reencode(input: Buffer): Promise<Buffer> {
    let format: string | undefined
    try {
      const metadata = await sharp(input, { limitInputPixels: REMOTE_IMAGE.maxPixels }).metadata()
      format = metadata.format
    } catch {
      throw new AppError('INVALID_IMAGE')
    }
    if (!format || !['png', 'jpeg', 'webp', 'gif', 'avif'].includes(format))
      throw new AppError('INVALID_IMAGE')
    try {
      return await sharp(input, { limitInputPixels: REMOTE_IMAGE.maxPixels, animated: format === 'gif' })
        .rotate()
        .webp({ quality: 85 })
        .toBuffer()
    } catch {
      throw new AppError('INVALID_IMAGE')
    }
  }

  function remember(key: string, image: RemoteImage) {
    cache.set(key, image)
    cachedBytes += image.data.length
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= REMOTE_IMAGE.cacheBytes) break
      cache.delete(oldKey)
      cachedBytes -= old.data.length
    }
  }

  async function download(url: URL): Promise<RemoteImage> {
    const data = await get(url, 0, AbortSignal.timeout(timeoutMs))
    const image = { data: await reencode(data), contentType: 'image/webp' }
    remember(url.href, image)
    return image
  }

  return {
    async fetch(address: string): Promise<RemoteImage> {
      let url: URL
      try {
        url = new URL(address)
      } catch {
        throw refused()
      }
      if (!isFetchable(url)) throw refused()
      const key = url.href
      const hit = cache.get(key)
      if (hit) {
        // Most recently used goes last, so it is dropped last.
        cache.delete(key)
        cache.set(key, hit)
        return hit
      }
      const under = fetching.get(key)
      if (under) return under
      if (fetching.size >= REMOTE_IMAGE.maxFetches) throw new AppError('SERVICE_UNAVAILABLE')
      const loading = download(url).finally(() => fetching.delete(key))
      fetching.set(key, loading)
      return loading
    },
  }
}

export type RemoteImages = ReturnType<typeof createRemoteImages>

function isFetchable(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
}
