// Lighthouse (mobile: simulated slow 4G, 4× CPU) on the production build: `/`, `/explore`, a
// public book and one of its points, each on a fresh server with a fresh data directory and a
// book made through the API. Prints, per page, the medians over its runs of performance, FCP,
// LCP, CLS and TBT (each metric its own median) and the host's CPU benchmark; `--min 90` fails
// below 90. `--real N` also opens each page N times in the browser itself with the same network
// and CPU throttled for real (no simulation) and prints the median
// first paint, LCP, the moment the app's own top bar replaced the frame's, the moment the page
// (its h1) was shown, the frames in between with nothing on screen, and the long tasks (their
// blocking time — the part of each over 50 ms, summed — and the longest). `--cpu auto` sets the
// simulated CPU slowdown from this host's speed instead of Lighthouse's fixed 4× (see below).
// `--dump DIR` keeps every run's report and trace (`points-3.json`, `points-3.trace.json`: the
// third run of the point page), to see which requests Lantern counted for a paint.
// Needs `npm run build`; uses the system Chromium (CHROMIUM_PATH).
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium as playwright } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromium } from './chromium.ts'

const minIndex = process.argv.indexOf('--min')
const min = minIndex >= 0 ? Number(process.argv[minIndex + 1]) : null
const runsIndex = process.argv.indexOf('--runs')
const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 1
const dumpIndex = process.argv.indexOf('--dump')
const dump = dumpIndex >= 0 ? process.argv[dumpIndex + 1] : null
if (dump) mkdirSync(dump, { recursive: true })
const realIndex = process.argv.indexOf('--real')
const realRuns = realIndex >= 0 ? Number(process.argv[realIndex + 1]) : 0
// `--only book,point`: some of the four pages (home, explore, book, point).
// `--real-cpu 1`: the `--real` runs with another CPU slowdown than Lighthouse's 4× (1: none). DevTools'
// throttling pauses the page's thread three quarters of the time, which costs work split in many
// short tasks (React's rendering in the background) more than one long task; a phone that is slow
// does not pause (decision 018).
const realCpuIndex = process.argv.indexOf('--real-cpu')
const realCpu = realCpuIndex >= 0 ? Number(process.argv[realCpuIndex + 1]) : null
const onlyIndex = process.argv.indexOf('--only')
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1].split(',') : null
// `--away 40`: Lighthouse reaches the server through a proxy that adds 40 ms to every round trip,
// as a server across a network would (decision 018); the API calls that seed it go straight.
const awayIndex = process.argv.indexOf('--away')
const away = awayIndex >= 0 ? Number(process.argv[awayIndex + 1]) : 0
// `--cpu auto`: Lighthouse slows the CPU 4× whatever the host, which its docs say turns a fast
// desktop into a mid-tier phone and ask to calibrate on a slower host (docs/throttling.md,
// "Calibrating the CPU slowdown"); on a host half as fast the same 4× simulates a low-end phone,
// and the same build scored 96/95/93/88 and 75/73/73/69 hours apart here. With `auto` the slowdown
// brings this host's benchmark index (Lighthouse's own, measured before each page) to 1,000, the
// mid-tier phone (a Pixel 5) of DevTools' CPU calibration, never above 4× nor below 1×. `--cpu 2`
// sets it outright.
const cpuIndex = process.argv.indexOf('--cpu')
const cpu = cpuIndex >= 0 ? process.argv[cpuIndex + 1] : null
const MID_TIER_PHONE = 1_000
const port = 45_000 + Math.floor(Math.random() * 5_000)
const base = `http://127.0.0.1:${port}`
const measured = away > 0 ? `http://127.0.0.1:${port + 5_000}` : base
if (away > 0) {
  // Each direction delayed by half the round trip, in order (one delay for every chunk).
  const later = (to, chunk) => setTimeout(() => to.destroyed || to.write(chunk), away / 2)
  createServer((client) => {
    const upstream = connect(port, '127.0.0.1')
    client.on('data', (chunk) => later(upstream, chunk))
    upstream.on('data', (chunk) => later(client, chunk))
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      from.on('end', () => setTimeout(() => to.end(), away / 2))
      from.on('error', () => to.destroy())
    }
  })
    .listen(port + 5_000, '127.0.0.1')
    .unref()
}
const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-lighthouse-'))

const server = spawn(process.execPath, ['dist/server/main.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function waitForServer() {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not start')
}

async function api(path, body, cookie = '') {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response
}

/** A public book with a few points of Markdown, made as a person would, through the API. */
async function seed() {
  const email = `lh${Date.now()}@example.test`
  const password = 'study hard 2026'
  await api('/api/auth/sign-up/email', {
    email,
    password,
    name: 'Lena Hart',
    username: `lh${Date.now()}`,
    acceptTerms: true,
  })
  const outbox = await (await fetch(`${base}/api/dev/outbox`)).json()
  const otp = /\b(\d{6})\b/.exec(outbox.items.find((mail) => mail.to === email).text)[1]
  const verified = await api('/api/auth/email-otp/verify-email', { email, otp })
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const book = await (
    await api(
      '/api/books',
      {
        title: 'Cell biology',
        description: 'Membranes, organelles and the cell cycle.',
        visibility: 'public',
      },
      cookie,
    )
  ).json()
  let point
  for (const title of ['The cell membrane', 'Mitochondria', 'Ribosomes', 'The nucleus', 'Mitosis'])
    point = await (
      await api(
        `/api/books/${book.id}/points`,
        {
          title,
          content: `**${title}**: what it is and what it does.\n\n- one\n- two`,
          hiddenContent: 'The answer.',
        },
        cookie,
      )
    ).json()
  return { book: `/books/${book.slug}`, point: `/points/${point.id}` }
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Each page opened `realRuns` times in a fresh context, throttled as Lighthouse's mobile setting
 * simulates it (its own constants: 150 ms round trips, 1.6 Mbps down, 4× CPU) but for real: when the first paint,
 * the largest paint and the app's first render (the frame in index.html replaced) happened.
 */
async function measureForReal(pages) {
  const { rttMs, throughputKbps, cpuSlowdownMultiplier } = throttling.mobileSlow4G
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const rows = []
  for (const path of pages) {
    const times = { fcp: [], lcp: [], app: [], page: [], blank: [], blocking: [], longest: [] }
    for (let run = 0; run < realRuns; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: rttMs,
        downloadThroughput: (throughputKbps * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: realCpu ?? cpuSlowdownMultiplier })
      await page.addInitScript(() => {
        window.__lcp = 0
        // Long tasks (over 50 ms) for real: their part over 50 ms, summed, is the blocking time.
        window.__long = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__long.push(entry.duration)
        }).observe({ type: 'longtask', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__lcp = entry.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new MutationObserver((_, observer) => {
          if (!document.querySelector('#root header') || document.getElementById('boot-shell')) return
          window.__app ??= performance.now()
          // The page's own content: an h1 in the app's main that is not part of the frame the
          // app keeps on screen while the page loads ([data-frame], ui/FramePending.tsx).
          if (document.querySelector('#root main h1') && !document.querySelector('#root [data-frame]')) {
            window.__page = performance.now()
            observer.disconnect()
          }
        }).observe(document, { childList: true, subtree: true })
        // Frames, from the frame's first paint to the page, with no top bar: the screen blank.
        window.__blankFrames = 0
        let painted = false
        const watch = () => {
          if (window.__page !== undefined) return
          if (document.querySelector('#root header')) painted = true
          else if (painted) window.__blankFrames++
          requestAnimationFrame(watch)
        }
        requestAnimationFrame(watch)
      })
      await page.goto(`${base}${path}`)
      await page.waitForFunction(() => window.__page !== undefined, null, { timeout: 60_000 })
      await page.waitForTimeout(1_000)
      const seen = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        lcp: window.__lcp,
        app: window.__app,
        page: window.__page,
        blank: window.__blankFrames,
        blocking: window.__long.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
        longest: Math.max(0, ...window.__long),
      }))
      for (const key of Object.keys(times)) times[key].push(seen[key])
      await context.close()
    }
    rows.push({
      path,
      'first paint': `${Math.round(median(times.fcp))} ms`,
      lcp: `${Math.round(median(times.lcp))} ms`,
      'app rendered': `${Math.round(median(times.app))} ms`,
      'page shown': `${Math.round(median(times.page))} ms`,
      // Frames in which the frame was gone and the app showed nothing yet (the most of any run).
      'blank frames': Math.max(...times.blank),
      // Long tasks from the start to a second after the page was shown (a longtask observer).
      blocking: `${Math.round(median(times.blocking))} ms`,
      'longest task': `${Math.round(median(times.longest))} ms`,
    })
  }
  await browser.close()
  return rows
}

/** Lighthouse's benchmark index of this host, as it measures it in a page (median of three). */
async function hostBenchmark() {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const page = await browser.contexts()[0].newPage()
  const indexes = []
  for (let i = 0; i < 3; i++) indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`))
  await page.close()
  await browser.close()
  return median(indexes)
}

/** The CPU slowdown for the next page's runs: Lighthouse's 4×, or calibrated (`--cpu`). */
async function cpuSlowdown() {
  if (cpu === null) return { multiplier: throttling.mobileSlow4G.cpuSlowdownMultiplier }
  if (cpu !== 'auto') return { multiplier: Number(cpu) }
  const host = await hostBenchmark()
  const multiplier = Math.min(4, Math.max(1, Math.round((host / MID_TIER_PHONE) * 10) / 10))
  return { multiplier, host }
}

let chrome
try {
  await waitForServer()
  const { book, point } = await seed()
  chrome = await chromeLauncher.launch({
    chromePath: chromium.executablePath,
    chromeFlags: ['--headless=new', ...chromium.args],
  })
  const named = { home: '/', explore: '/explore', book, point }
  const pages = Object.entries(named)
    .filter(([name]) => !only || only.includes(name))
    .map(([, path]) => path)
  const rows = []
  for (const path of runs > 0 ? pages : []) {
    const reports = []
    const slowdown = await cpuSlowdown()
    for (let run = 0, failed = 0; run < runs; run++) {
      const result = await lighthouse(`${measured}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown.multiplier },
      })
      // A run whose trace Chromium did not record whole (Lighthouse's NO_NAVSTART, "please run
      // Lighthouse again") measured nothing: it is run again, twice at most, not scored 0.
      if (result.lhr.runtimeError && failed < 2) {
        console.error(`${path}: ${result.lhr.runtimeError.code}, run again`)
        failed++
        run--
        continue
      }
      reports.push(result.lhr)
      if (dump) {
        const name = `${path.split('/')[1] || 'home'}-${reports.length}`
        writeFileSync(join(dump, `${name}.json`), JSON.stringify(result.lhr))
        writeFileSync(join(dump, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace))
      }
    }
    // The score and each metric are their own median over the runs (the last run alone can be the
    // one outlier of five).
    const medianOf = (value) => median(reports.map(value))
    const metric = (id) => medianOf((report) => report.audits[id]?.numericValue ?? Number.NaN)
    const seconds = (id) => `${(metric(id) / 1000).toFixed(1)} s`
    const last = reports.at(-1)
    rows.push({
      path,
      score: medianOf((report) => Math.round(report.categories.performance.score * 100)),
      fcp: seconds('first-contentful-paint'),
      lcp: seconds('largest-contentful-paint'),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      tbt: `${Math.round(metric('total-blocking-time') / 10) * 10} ms`,
      requests: last.audits['network-requests']?.details?.items?.length ?? 0,
      // Lighthouse's own measure of this machine's CPU (higher is faster; its docs call 1,300+ a
      // fast desktop): the same build scores lower on a slower or busier host (decision 018).
      benchmarkIndex: Math.round(last.environment.benchmarkIndex),
      cpu: `${slowdown.multiplier}×`,
      ...(slowdown.host ? { 'host index': Math.round(slowdown.host) } : {}),
    })
  }
  if (rows.length) console.table(rows)
  if (realRuns > 0) console.table(await measureForReal(pages))
  if (min !== null && rows.some((row) => row.score < min)) {
    console.error(`performance below ${min}`)
    process.exitCode = 1
  }
} finally {
  await chrome?.kill()
  server.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
