import { lookup as dnsLookup } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { AppError } from '../../lib/app-error'

export const refused = () => new AppError('VALIDATION_FAILED', undefined, [{ path: 'url', code: 'invalid' }])
const unavailable = () => new AppError('NOT_FOUND')

export function isFetchable(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
}

export interface DownloadLimits {
  maxBytes: number
  maxRedirects: number
}

/**
 * Downloads a remote image's bytes with Node's own HTTP client: every hop's address checked
 * after DNS resolution (and the connection pinned to it), no cookies or credentials, at most
 * `maxRedirects` redirects and `maxBytes`, until `signal` ends it.
 */
export function createDownloader(isAllowed: (address: string) => boolean, limits: DownloadLimits) {
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
            if (redirects >= limits.maxRedirects) return reject(unavailable())
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
          if (declared > limits.maxBytes) {
            response.destroy()
            return reject(new AppError('IMAGE_TOO_LARGE'))
          }
          const chunks: Buffer[] = []
          let size = 0
          response.on('data', (chunk: Buffer) => {
            size += chunk.length
            if (size > limits.maxBytes) {
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

  return (url: URL, signal: AbortSignal) => get(url, 0, signal)
}
