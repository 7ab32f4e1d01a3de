/**
 * The remote-image proxy under the security probe's load (decision 008). An upstream in its own
 * process (so its CPU and memory are not counted) serves 16 flat-colour 7200×5000 PNGs (36 Mpx,
 * ~114 KB each), 24 Mpx photos, a small image, and hosts that trickle a byte every 50 ms; the
 * proxy (`createRemoteImages`, its address guard widened to loopback) fetches them as readers
 * would. Each case starts on an empty cache and reports this process's CPU seconds
 * (process.cpuUsage), its peak RSS (sampled every 10 ms), wall time and the answers by status.
 * Last, one requester holds 16 slow upstreams and another asks for a small image: does it
 * answer, and how fast.
 *
 *   npm run bench:image-proxy
 *   npm run bench:image-proxy -- --images 16
 */
import { fork } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { createRemoteImages } from '../src/server/features/media/remote-image'
import { flag } from './lib/bench'

const IMAGES = flag('images', 16)

/** The same picture as other bytes (a tEXt chunk after IHDR): how anyone defeats a cache by hash. */
function variant(png: Buffer, n: number): Buffer {
  const body = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`n\0${n}`)])
  const chunk = Buffer.alloc(body.length + 8)
  chunk.writeUInt32BE(body.length - 4, 0)
  body.copy(chunk, 4)
  chunk.writeUInt32BE(crc32(body), body.length + 4)
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)])
}

async function upstream() {
  const flat = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3a7' }, limitInputPixels: false })
      .png({ compressionLevel: 9 })
      .toBuffer()
  const [wide, photo, small] = await Promise.all([flat(7200, 5000), flat(6000, 4000), flat(64, 48)])
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const n = Number(/(\d+)\.png$/.exec(path)?.[1] ?? 0)
    const png = (data: Buffer) => response.writeHead(200, { 'content-type': 'image/png' }).end(data)
    if (path.startsWith('/wide/')) return png(variant(wide, n))
    if (path.startsWith('/photo/')) return png(variant(photo, n))
    if (path === '/photo.png') return png(photo)
    if (path === '/small.png') return png(small)
    if (path.startsWith('/slow/')) {
      response.writeHead(200, { 'content-type': 'image/png' })
      const drip = setInterval(() => response.write(small.subarray(0, 1)), 50)
      return response.on('close', () => clearInterval(drip))
    }
    response.writeHead(404).end()
  })
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port, wideBytes: wide.length })
  })
}

type Images = ReturnType<typeof createRemoteImages>
const fresh = (): Images => createRemoteImages({ isAllowedAddress: (address) => address === '127.0.0.1' })

async function ask(images: Images, url: string, requester: string): Promise<string> {
  try {
    await images.fetch(url, requester)
    return '200'
  } catch (error) {
    const { status, code } = error as { status?: number; code?: string }
    return `${status ?? 'thrown'} ${code ?? String(error)}`
  }
}

function tally(answers: string[]): string {
  const counts = new Map<string, number>()
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1)
  return [...counts].map(([answer, count]) => `${count}× ${answer}`).join(', ')
}

/** One case on an empty cache: what it cost this process, and what the readers got. */
async function measure(label: string, run: (images: Images) => Promise<string[]>) {
  console.log(label)
  const images = fresh()
  let peak = process.memoryUsage.rss()
  const before = peak
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 10)
  const cpu = process.cpuUsage()
  const started = performance.now()
  const answers = await run(images)
  const wall = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  clearInterval(sampler)
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
  // Optional, so the same script measures the proxy as it was before it counted.
  const stats = (images as { stats?: () => unknown }).stats?.()
  console.log(
    `  CPU ${((used.user + used.system) / 1e6).toFixed(1)} s · RSS ${mb(before)} → peak ${mb(peak)} MB · ` +
      `wall ${wall.toFixed(1)} s · ${tally(answers)}${stats ? ` · ${JSON.stringify(stats)}` : ''}`,
  )
}

async function main() {
  const child = fork(process.argv[1] ?? '', ['--upstream'], { execArgv: process.execArgv })
  const { port, wideBytes } = await new Promise<{ port: number; wideBytes: number }>((resolve) =>
    child.once('message', (message) => resolve(message as { port: number; wideBytes: number })),
  )
  const base = `http://127.0.0.1:${port}`
  const each = <T>(run: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: IMAGES }, (_, i) => run(i)))
  try {
    await measure(
      `${IMAGES} different 7200×5000 PNGs (${Math.round(wideBytes / 1024)} KB each), one reader each`,
      (images) => each((i) => ask(images, `${base}/wide/${i}.png`, `10.0.1.${i}`)),
    )
    await measure(`${IMAGES} different 6000×4000 PNGs (24 Mpx), one reader each`, (images) =>
      each((i) => ask(images, `${base}/photo/${i}.png`, `10.0.2.${i}`)),
    )
    await measure(`${IMAGES} ?x=N addresses of one 6000×4000 PNG, one reader each`, (images) =>
      each((i) => ask(images, `${base}/photo.png?x=${i}`, `10.0.3.${i}`)),
    )
    await measure(
      `${IMAGES} slow upstreams from one requester, then another requester's small image`,
      async (images) => {
        const slow = each((i) => ask(images, `${base}/slow/${i}.png`, '203.0.113.9'))
        await new Promise((resolve) => setTimeout(resolve, 300))
        const started = performance.now()
        const other = await ask(images, `${base}/small.png`, '198.51.100.20')
        console.log(
          `  the other requester's small image: ${other === '200' ? 'answered' : 'NOT answered'} (${other}) in ${Math.round(performance.now() - started)} ms`,
        )
        return [...(await slow), other]
      },
    )
    console.log(
      `peak RSS of this process over all cases: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    )
  } finally {
    child.kill()
  }
}

if (process.argv.includes('--upstream')) await upstream()
else await main()
