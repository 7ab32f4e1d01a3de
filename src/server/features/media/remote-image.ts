import { createHash } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import { AppError } from '../../lib/app-error'
import { createByteLru } from '../../lib/byte-lru'
import { createFetchSlots } from './fetch-slots'
import { createDecoder } from './remote-decode'
import { createDownloader, isFetchable, refused } from './remote-fetch'

/** Limits of a remote image fetched for a reader (decision 008). */
export const REMOTE_IMAGE = {
  maxBytes: 5 * 1024 * 1024,
  /**
   * Decoded pixels, every frame of a GIF counted, judged from the header before decoding. Below
   * uploads' 40: anyone may make the proxy decode, and a 114 KB PNG can hold 36 Mpx.
   */
  maxPixels: 24_000_000,
  /** The longest side served, as for uploads: a card never shows more. */
  maxSide: 2000,
  /** A decode still running after this is stopped (IMAGE_TOO_LARGE). */
  decodeSeconds: 3,
  /**
   * The download and the wait for a decode, redirects included: a host that sends a byte a
   * second is cut off too.
   */
  timeoutMs: 5_000,
  maxRedirects: 3,
  /** Fetches under way at once (one per image URL); past it a reader gets 503 until one ends. */
  maxFetches: 16,
  /** Of those, started by one requester (an address, an IPv6 /64): one cannot starve the rest. */
  maxFetchesPerRequester: 4,
  /** Re-encoded images (and refusals), by the hash of their bytes, within this many bytes. */
  cacheBytes: 64 * 1024 * 1024,
  /** Which bytes each image URL served, within this many bytes of URLs. */
  urlCacheBytes: 4 * 1024 * 1024,
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

/** What one image's bytes became: the image served, or why it is refused, every time. */
type Outcome =
  | { image: RemoteImage }
  | { refusal: { code: 'INVALID_IMAGE' | 'IMAGE_TOO_LARGE'; message: string } }

const tooLarge = () =>
  new AppError(
    'IMAGE_TOO_LARGE',
    `The image is too large (at most ${REMOTE_IMAGE.maxBytes / 1024 / 1024} MB and ${REMOTE_IMAGE.maxPixels / 1_000_000} megapixels)`,
  )

function served(outcome: Outcome): RemoteImage {
  if ('image' in outcome) return outcome.image
  throw new AppError(outcome.refusal.code, outcome.refusal.message)
}

/**
 * Fetches images written into Markdown for the reader, so the author never learns who read the
 * card: http(s) only, every hop's address checked, no cookies, a time and size limit, and only
 * real images, re-encoded within limits in pixels and time (an SVG or a polyglot never reaches
 * the browser). Fetch slots are shared fairly among requesters, and what each image's bytes
 * became is kept by their hash, so another URL of the same image costs a download, no decode.
 */
export function createRemoteImages(options: RemoteImageOptions = {}) {
  const timeoutMs = options.timeoutMs ?? REMOTE_IMAGE.timeoutMs
  const download = createDownloader(options.isAllowedAddress ?? isPublicAddress, REMOTE_IMAGE)
  const reencode = createDecoder({ ...REMOTE_IMAGE, tooLarge })
  const slots = createFetchSlots(REMOTE_IMAGE.maxFetches, REMOTE_IMAGE.maxFetchesPerRequester)
  const outcomes = createByteLru<Outcome>(REMOTE_IMAGE.cacheBytes, (outcome) =>
    'image' in outcome ? outcome.image.data.length : 256,
  )
  const hashOfUrl = createByteLru<string>(REMOTE_IMAGE.urlCacheBytes, (hash, url) => url.length + hash.length)
  // Readers of one uncached URL share its fetch; URLs whose bytes are the same share one decode.
  const fetching = new Map<string, Promise<RemoteImage>>()
  const decoding = new Map<string, Promise<Outcome>>()
  const counts = { downloads: 0, decodes: 0 }

  async function judge(data: Buffer, signal: AbortSignal): Promise<Outcome> {
    counts.decodes += 1
    try {
      return { image: { data: await reencode(data, signal), contentType: 'image/webp' } }
    } catch (error) {
      // A busy proxy is not the image's fault: that is not remembered.
      if (
        !(error instanceof AppError) ||
        (error.code !== 'INVALID_IMAGE' && error.code !== 'IMAGE_TOO_LARGE')
      )
        throw error
      return { refusal: { code: error.code, message: error.message } }
    }
  }

  async function load(url: URL): Promise<RemoteImage> {
    const signal = AbortSignal.timeout(timeoutMs)
    const data = await download(url, signal)
    counts.downloads += 1
    const hash = createHash('sha256').update(data).digest('hex')
    let outcome = outcomes.get(hash) ?? (await decoding.get(hash))
    if (!outcome) {
      const work = judge(data, signal).finally(() => decoding.delete(hash))
      decoding.set(hash, work)
      outcome = await work
      outcomes.set(hash, outcome)
    }
    hashOfUrl.set(url.href, hash)
    return served(outcome)
  }

  return {
    /** The image at `address` for a reader; `requester` is who asks (their address). */
    async fetch(address: string, requester: string): Promise<RemoteImage> {
      let url: URL
      try {
        url = new URL(address)
      } catch {
        throw refused()
      }
      if (!isFetchable(url)) throw refused()
      const key = url.href
      const hash = hashOfUrl.get(key)
      const known = hash === undefined ? undefined : outcomes.get(hash)
      if (known) return served(known)
      const under = fetching.get(key)
      if (under) return under
      const release = slots.take(requester)
      const loading = load(url).finally(() => {
        fetching.delete(key)
        release()
      })
      fetching.set(key, loading)
      return loading
    },
    /** Downloads made and images judged (a header read, and a decode if it passed): for tests and benchmarks. */
    stats: () => ({ ...counts }),
  }
}

export type RemoteImages = ReturnType<typeof createRemoteImages>

declare module '../../http/env' {
  interface AppDeps {
    /** Markdown images from other sites, fetched for the reader. */
    remoteImages: RemoteImages
  }
}
