import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupTestApp } from '../../test/app'
import { createRemoteImages, isPublicAddress, REMOTE_IMAGE } from './remote-image'
import { UNAVAILABLE_IMAGE } from './unavailable-image'

const ctx = await setupTestApp()
let server: Server
let base = ''
let png: Buffer
let requestsWithCookies = 0
let slowRequests = 0
const hits = new Map<string, number>()
const files: Record<string, Buffer> = {}

/**
 * 30 frames of one pixel each on a 1000×1000 screen: 710 bytes that decode to 30 Mpx, as every
 * frame is drawn at the screen's size.
 */
function pixelFramesGif(frames: number): Buffer {
  const screen = [0xe8, 0x03, 0xe8, 0x03, 0x80, 0, 0, 0xcc, 0x33, 0x33, 0xff, 0xff, 0xff]
  const frame = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]
  return Buffer.from([...Buffer.from('GIF89a'), ...screen, ...Array(frames).fill(frame).flat(), 0x3b])
}

beforeAll(async () => {
  const flat = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c33' }, limitInputPixels: false })
  png = await flat(20, 10).png().toBuffer()
  files['/cell.avif'] = await flat(20, 10).avif().toBuffer()
  files['/photo.png'] = await flat(3000, 1500).png().toBuffer()
  // The probe's picture: 36 Mpx of one colour in 114 KB.
  files['/wide.png'] = await flat(7200, 5000).png({ compressionLevel: 9 }).toBuffer()
  files['/frames.gif'] = pixelFramesGif(30)
  // A real site with images, text, a huge file and redirects (one into a private network).
  server = createServer((request, response) => {
    if (request.headers.cookie || request.headers.authorization) requestsWithCookies += 1
    const path = request.url ?? '/'
    const file = path.split('?')[0] ?? ''
    hits.set(file, (hits.get(file) ?? 0) + 1)
    if (file === '/cell.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png)
    const image = files[file]
    if (image) return response.writeHead(200, { 'content-type': 'image/png' }).end(image)
    if (path === '/page.html')
      return response.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>1</script></html>')
    if (path === '/huge.png') {
      response.writeHead(200, { 'content-type': 'image/png' })
      return response.end(Buffer.alloc(REMOTE_IMAGE.maxBytes + 10))
    }
    if (path === '/moved') return response.writeHead(302, { location: '/cell.png' }).end()
    if (path === '/to-private') return response.writeHead(302, { location: 'http://10.0.0.7/cell.png' }).end()
    if (path === '/loop') return response.writeHead(302, { location: '/loop' }).end()
    if (path.startsWith('/slow.png')) {
      // A host that never finishes: a byte every 50 ms, well inside any idle timeout.
      slowRequests += 1
      response.writeHead(200, { 'content-type': 'image/png' })
      const drip = setInterval(() => response.write(png.subarray(0, 1)), 50)
      return response.on('close', () => clearInterval(drip))
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
// The cache test moves the site to a new port.
const live = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`

// The test site is on loopback, which the real guard refuses: let this one address through.
const loopbackOnly = () => createRemoteImages({ isAllowedAddress: (address) => address === '127.0.0.1' })

/** A reader at `requester`'s address asks for the image at `url`. */
const ask = (url: string, requester = '192.0.2.1') =>
  ctx.app.request(`/api/media/remote?url=${encodeURIComponent(url)}`, {
    headers: { 'X-Forwarded-For': requester },
  })

async function viaApp(url: string, proxy = loopbackOnly(), requester?: string) {
  ctx.deps.remoteImages = proxy
  const response = await ask(url, requester)
  const isImage = response.headers.get('content-type') === 'image/webp'
  return {
    status: response.status,
    headers: response.headers,
    body: isImage ? Buffer.from(await response.arrayBuffer()) : await response.json(),
  }
}

describe('the address guard', () => {
  it('lets public addresses through and nothing of this machine or its networks', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700::1111',
      '2001:4860:4860::8888',
      '2a00:1450:4001:82b::200e',
      '::ffff:8.8.8.8',
    ])
      expect(isPublicAddress(address), address).toBe(true)
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      // IPv4-compatible IPv6 (::127.0.0.1, ::10.0.0.1, even a public one: deprecated).
      '::7f00:1',
      '::a00:1',
      '::808:808',
      // 6to4, which embeds any IPv4 address: 127.0.0.1, 192.168.1.1, 169.254.169.254.
      '2002:7f00:1::1',
      '2002:c0a8:101::',
      '2002:a9fe:a9fe::1',
      // Local-use NAT64 of 10.0.0.1; site-local.
      '64:ff9b:1::a00:1',
      'fec0::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('refuses loopback, private and metadata addresses, by name too, by default', async () => {
    const images = createRemoteImages()
    for (const url of [
      `${base}/cell.png`,
      `${base.replace('127.0.0.1', 'localhost')}/cell.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/x.png',
      'http://10.0.0.1/x.png',
      'http://[::127.0.0.1]/x.png',
      'http://[2002:7f00:1::]/x.png',
    ]) {
      const reply = await viaApp(url, images)
      expect([url, reply.status, reply.body.error?.details]).toEqual([
        url,
        400,
        [{ path: 'url', code: 'invalid' }],
      ])
    }
  })

  it('refuses other schemes and URLs with credentials', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/x.png',
      'http://user:secret@example.com/x.png',
      'nonsense',
    ])
      expect((await viaApp(url)).status).toBe(400)
  })

  it('refuses a redirect into a private network, and a redirect loop', async () => {
    const toPrivate = await viaApp(`${base}/to-private`)
    expect([toPrivate.status, toPrivate.body.error.code]).toEqual([400, 'VALIDATION_FAILED'])
    expect((await viaApp(`${base}/loop`)).status).toBe(404)
  })
})

describe('GET /api/media/remote', () => {
  it('serves a remote image re-encoded as WebP from our origin, cached, without cookies', async () => {
    const reply = await viaApp(`${base}/cell.png`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('public, max-age=86400')
    const meta = await sharp(reply.body as Buffer).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 20, 10])
    expect((await viaApp(`${base}/moved`)).status).toBe(200)
    expect(requestsWithCookies).toBe(0)
  })

  it('refuses what is not an image, what is too large, and what is not there', async () => {
    const page = await viaApp(`${base}/page.html`)
    expect([page.status, page.body.error.code]).toEqual([400, 'INVALID_IMAGE'])
    const huge = await viaApp(`${base}/huge.png`)
    expect([huge.status, huge.body.error.code]).toEqual([413, 'IMAGE_TOO_LARGE'])
    expect((await viaApp(`${base}/missing.png`)).status).toBe(404)
    expect((await viaApp('http://127.0.0.1:1/closed.png')).status).toBe(404)
  })

  it('gives an image element a placeholder image for one it cannot have, and an API client the error', async () => {
    ctx.deps.remoteImages = loopbackOnly()
    const asImage = (url: string) =>
      ctx.app.request(`/api/media/remote?url=${encodeURIComponent(url)}`, {
        headers: { 'Sec-Fetch-Dest': 'image' },
      })
    // Missing, not an image, or refused (this machine, with the real guard): a browser would log
    // each failed image as a console error on every visit.
    for (const [url, code] of [
      [`${base}/missing.png`, 'NOT_FOUND'],
      [`${base}/page.html`, 'INVALID_IMAGE'],
      [`${base}/huge.png`, 'IMAGE_TOO_LARGE'],
    ] as const) {
      const reply = await asImage(url)
      expect([reply.status, reply.headers.get('content-type'), reply.headers.get('x-image-error')]).toEqual([
        200,
        'image/svg+xml',
        code,
      ])
      expect(reply.headers.get('cache-control')).toBe('public, max-age=300')
      expect(await reply.text()).toBe(UNAVAILABLE_IMAGE)
    }
    ctx.deps.remoteImages = createRemoteImages()
    const refused = await asImage(`${base}/cell.png`)
    expect([refused.status, refused.headers.get('x-image-error')]).toEqual([200, 'VALIDATION_FAILED'])
    // The placeholder is a plain picture: no script, no link, nothing fetched.
    expect(UNAVAILABLE_IMAGE).not.toMatch(/<script|href|url\(|on\w+=/i)
    // Opened as a page or asked by a client, the same address still answers with the error.
    ctx.deps.remoteImages = loopbackOnly()
    const opened = await ctx.app.request(
      `/api/media/remote?url=${encodeURIComponent(`${base}/missing.png`)}`,
      {
        headers: { 'Sec-Fetch-Dest': 'document' },
      },
    )
    expect(opened.status).toBe(404)
    expect((await viaApp(`${base}/missing.png`)).status).toBe(404)
    // A good image is the image, whoever asks.
    const good = await asImage(`${base}/cell.png`)
    expect([good.status, good.headers.get('content-type')]).toEqual([200, 'image/webp'])
  })

  it('serves at most 2000 px on the longest side, and AVIF as well', async () => {
    const photo = await viaApp(`${live()}/photo.png`)
    const meta = await sharp(photo.body as Buffer).metadata()
    expect([photo.status, meta.format, meta.width, meta.height]).toEqual([200, 'webp', 2000, 1000])
    const avif = await viaApp(`${live()}/cell.avif`)
    expect([avif.status, avif.headers.get('content-type')]).toEqual([200, 'image/webp'])
  })

  it('answers the second reader from its cache', async () => {
    const images = loopbackOnly()
    expect((await viaApp(`${base}/cell.png`, images)).status).toBe(200)
    await new Promise<void>((resolve) => server.close(() => resolve()))
    server.listen(0)
    expect((await viaApp(`${base}/cell.png`, images)).status).toBe(200)
  })
})

describe('what an image may cost', () => {
  it('refuses from its header more pixels than the proxy decodes, every frame of a GIF counted', async () => {
    for (const path of ['/wide.png', '/frames.gif']) {
      const reply = await viaApp(`${live()}${path}`)
      expect([path, reply.status, reply.body.error?.code]).toEqual([path, 413, 'IMAGE_TOO_LARGE'])
      expect(reply.body.error.message).toContain(`${REMOTE_IMAGE.maxPixels / 1_000_000} megapixels`)
    }
  })

  it('decodes an image once whatever URL it comes by, and remembers a refusal', async () => {
    const proxy = loopbackOnly()
    for (let n = 0; n < 4; n++) expect((await viaApp(`${live()}/cell.png?x=${n}`, proxy)).status).toBe(200)
    expect(proxy.stats()).toEqual({ downloads: 4, decodes: 1 })
    // A refused image is not downloaded again by its URL, nor judged again by another.
    hits.delete('/wide.png')
    for (const n of [0, 0, 1]) expect((await viaApp(`${live()}/wide.png?x=${n}`, proxy)).status).toBe(413)
    expect([hits.get('/wide.png'), proxy.stats()]).toEqual([2, { downloads: 6, decodes: 2 }])
  })

  it('gives one requester only a few fetches at once, so another is still served', async () => {
    ctx.deps.remoteImages = createRemoteImages({
      isAllowedAddress: (a) => a === '127.0.0.1',
      timeoutMs: 1_000,
    })
    slowRequests = 0
    // One requester's slow hosts, as many as the whole proxy may fetch at once.
    const greedy = Array.from({ length: REMOTE_IMAGE.maxFetches }, (_, i) =>
      ask(`${live()}/slow.png?greedy=${i}`, '2001:db8:7:1::a'),
    )
    await vi.waitFor(() => expect(slowRequests).toBe(REMOTE_IMAGE.maxFetchesPerRequester))
    // Another address of the same /64 is the same requester.
    expect((await ask(`${live()}/slow.png?greedy=more`, '2001:db8:7:1::b')).status).toBe(503)
    const other = await ask(`${live()}/cell.png?other`, '198.51.100.2')
    expect([other.status, other.headers.get('content-type')]).toEqual([200, 'image/webp'])
    const statuses = (await Promise.all(greedy)).map((reply) => reply.status).sort()
    const fetched = REMOTE_IMAGE.maxFetchesPerRequester
    expect(statuses).toEqual([
      ...Array(fetched).fill(404),
      ...Array(REMOTE_IMAGE.maxFetches - fetched).fill(503),
    ])
    expect(slowRequests).toBe(fetched)
  })
})

describe('a slow or busy remote host', () => {
  it('is cut off at the deadline of the whole fetch, however steadily it sends', async () => {
    const images = createRemoteImages({ isAllowedAddress: (a) => a === '127.0.0.1', timeoutMs: 300 })
    const started = Date.now()
    const reply = await viaApp(`${live()}/slow.png`, images)
    expect([reply.status, reply.body.error.code]).toEqual([404, 'NOT_FOUND'])
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('shares one fetch among readers of one image and refuses more fetches at once than the cap', async () => {
    ctx.deps.remoteImages = createRemoteImages({
      isAllowedAddress: (a) => a === '127.0.0.1',
      timeoutMs: 1_000,
    })
    slowRequests = 0
    // Requesters with as many fetches each as one may have, together as many as the proxy allows.
    const perRequester = REMOTE_IMAGE.maxFetchesPerRequester
    const under = Array.from({ length: REMOTE_IMAGE.maxFetches }, (_, i) =>
      ask(`${live()}/slow.png?n=${i}`, `192.0.2.${Math.floor(i / perRequester)}`),
    )
    await vi.waitFor(() => expect(slowRequests).toBe(REMOTE_IMAGE.maxFetches))
    const sameAsFirst = ask(`${live()}/slow.png?n=0`, '198.51.100.9')
    const oneMore = await ask(`${live()}/slow.png?n=more`, '198.51.100.9')
    expect([oneMore.status, (await oneMore.json()).error.code]).toEqual([503, 'SERVICE_UNAVAILABLE'])
    const statuses = (await Promise.all([...under, sameAsFirst])).map((reply) => reply.status)
    expect(new Set(statuses)).toEqual(new Set([404]))
    expect(slowRequests).toBe(REMOTE_IMAGE.maxFetches)
    // Once they have ended, the cap is free again.
    expect((await ask(`${live()}/cell.png`)).status).toBe(200)
  })
})
