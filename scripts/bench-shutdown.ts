/**
 * A restart with live streams (the probe of 2026-12): N streams of one person are open on a
 * PGlite server when it gets SIGTERM. Each stream's client behaves as EventSource does: when its
 * stream ends it waits what the server said (`retry:` of `server.stopped`, else the `ready`
 * one's 3 s) and reconnects, on the keep-alive connection it holds if that is still open.
 * Reported: when the streams ended and with what hint, who served the reconnects (the stopping
 * process, or the new one started on the same directory and port as soon as the old exited),
 * how long the data directory stayed locked, and when the old process exited.
 *
 * The server runs from the working tree's sources (tsx): stash a change and run again for the
 * before figures.
 *
 *   npm run bench:shutdown
 *   npm run bench:shutdown -- --streams 50
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Agent, fetch as undiciFetch } from 'undici'
import { createSseParser } from '../src/shared/sse'
import { type BuiltServer, flag, freePort, startBuiltServer } from './lib/bench'
import { preparePeople } from './lib/bench-people'

const STREAMS = flag('streams', 20)
const SECRET = 'bench-shutdown-secret-0123456789-abcdefghij'
const EVENTSOURCE_RETRY_MS = 3_000

const range = (values: number[]) =>
  values.length === 0 ? '–' : `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)} s`

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-bench-shutdown-'))
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET }
  const [person] = await preparePeople(env, SECRET, [
    { email: 'stop@bench.test', name: 'Stop', username: 'stop_bench' },
  ])
  if (!person) throw new Error('no person')
  const port = await freePort()
  const old = await startBuiltServer(env, { fromSources: true, port })
  const oldExited = new Promise<void>((resolve) => old.child.once('exit', () => resolve()))
  // One connection per stream, kept open between requests as a browser keeps it.
  const agent = new Agent({ connections: null, bodyTimeout: 0, headersTimeout: 0 })
  const controllers: AbortController[] = []
  let t0 = 0
  const at = () => (performance.now() - t0) / 1000
  const ends: { at: number; hintMs: number | null }[] = []
  const reconnects: Promise<{ at: number; outcome: string }>[] = []

  /** Opens a stream; resolves once it is ready (or refused), `onEnd` when the server ends it. */
  const open = async (onEnd: (hintMs: number | null) => void): Promise<string> => {
    const controller = new AbortController()
    controllers.push(controller)
    const response = await undiciFetch(`${old.url}/api/realtime`, {
      headers: { Authorization: `Bearer ${person.bearer}` },
      signal: controller.signal,
      dispatcher: agent,
    }).catch((error: Error) => error)
    if (response instanceof Error)
      return `failed to connect (${(response.cause as Error)?.message ?? response.message})`
    if (response.status !== 200 || !response.body) {
      await response.arrayBuffer().catch(() => {})
      return `refused ${response.status}`
    }
    let hintMs: number | null = null
    let isReady: () => void = () => {}
    const ready = new Promise<void>((resolve) => {
      isReady = resolve
    })
    const parse = createSseParser((event) => {
      if (event.event === 'ready') isReady()
      if (event.event === 'server.stopped') hintMs = (JSON.parse(event.data) as { retryMs: number }).retryMs
    })
    void (async () => {
      const decoder = new TextDecoder()
      try {
        for await (const chunk of response.body as AsyncIterable<Uint8Array>)
          parse(decoder.decode(chunk, { stream: true }))
        onEnd(hintMs)
      } catch {
        // Aborted at the end of the run.
      }
    })()
    await ready
    return 'served'
  }

  const reconnect = (hintMs: number | null) => {
    ends.push({ at: at(), hintMs })
    reconnects.push(
      new Promise((resolve) =>
        setTimeout(async () => {
          const outcome = await open(() => {})
          resolve({ at: at(), outcome })
        }, hintMs ?? EVENTSOURCE_RETRY_MS),
      ),
    )
  }
  for (let i = 0; i < STREAMS; i++) await open(reconnect)

  t0 = performance.now()
  old.child.kill('SIGTERM')
  const lockPath = join(dataDir, 'pointbook.lock')
  let lockFreeAt = Number.NaN
  const watchLock = setInterval(() => {
    if (Number.isNaN(lockFreeAt) && !existsSync(lockPath)) lockFreeAt = at()
  }, 10)
  await oldExited
  const exitAt = at()
  let restarted: BuiltServer | null = null
  let restart = ''
  try {
    restarted = await startBuiltServer(env, { fromSources: true, port })
    restart = `listening ${(at() - exitAt).toFixed(2)} s after the old one exited`
  } catch (error) {
    restart = `FAILED (${(error as Error).message})`
  }
  const done = await Promise.all(reconnects)
  clearInterval(watchLock)
  const byOld = done.filter((r) => r.outcome === 'served' && r.at < exitAt)
  const byNew = done.filter((r) => r.outcome === 'served' && r.at >= exitAt)
  const other = done.filter((r) => r.outcome !== 'served').map((r) => r.outcome)
  const hints = ends.flatMap((end) => (end.hintMs === null ? [] : [end.hintMs / 1000]))
  console.log(`\nPGlite; ${STREAMS} streams of one person open at SIGTERM`)
  console.log(
    `Streams ended: ${ends.length} of ${STREAMS}, at ${range(ends.map((e) => e.at))}; with a retry hint: ${hints.length} (${range(hints)})`,
  )
  console.log(
    `Reconnects served by the stopping process: ${byOld.length}; by the restarted one: ${byNew.length}; other: ${other.length}${other.length ? ` (${[...new Set(other)].join(', ')})` : ''}`,
  )
  console.log(
    `Data directory locked until ${lockFreeAt.toFixed(2)} s; old process exited at ${exitAt.toFixed(2)} s`,
  )
  console.log(`Restart on the same directory and port: ${restart}`)
  for (const controller of controllers) controller.abort()
  await agent.destroy().catch(() => {})
  await restarted?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

await main()
