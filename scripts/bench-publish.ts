// `npm run bench:publish [-- --sizes 10000,1000000 --fanouts 3 --pg --reseed]`: what publishing
// costs as the author with the most followers, at 10,000 and at 1,000,000 posts (the stores of
// bench:feed, scripts/lib/feed-store.ts: 1,000 and 100,000 followers), through the production
// server on PGlite (`--pg`: PostgreSQL).
//
// Per size, one server at a time (a fan-out is long, and two would weigh on each other):
// 1. At rest: the heavy reader's Following feed, first page, read `--requests` times one after
//    another, and a typical reader's post published 20 times.
// 2. The most followed author publishes `--fanouts` posts, one after another (each timed): their
//    followers are told by the job worker, after the request (notifications/post-fanout.ts).
//    While those fan-outs run, the reader keeps reading the feed and the typical reader keeps
//    publishing; both are timed until the server logs the last fan-out done ('job done').
// 3. The posts made are deleted again (their notifications go with them).
//
// Printed per size, and the ratio of the 1M figure to the 10k figure: the publish p50/p99; the
// feed and the typical publish at rest and during the fan-outs (p50/p99/max); the fan-out's
// throughput (followers told per second, from the publish to the job's 'job done').
// Goals (issue 45): publishing p99 ≤ 200 ms at any follower count, and no other request slowed:
// p99 during the fan-outs ≤ 200 ms.
import { parseArgs } from 'node:util'
import {
  type BuiltServer,
  ensureFreshBuild,
  type Figure,
  signIn,
  startBuiltServer,
  summary,
} from './lib/bench'
import { type Facts, seeded, storeEnv } from './lib/feed-store'
import { SEED_PASSWORD } from './seed'

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,1000000' },
    fanouts: { type: 'string', default: '3' },
    requests: { type: 'string', default: '200' },
    reseed: { type: 'boolean', default: false },
    pg: { type: 'boolean', default: false },
  },
})
const SIZES = (values.sizes ?? '').split(',').map(Number)
const FANOUTS = Number(values.fanouts)
const REQUESTS = Number(values.requests)
const storeOptions = { pg: Boolean(values.pg), reseed: Boolean(values.reseed) }
const REST_PUBLISHES = 20
/** During the fan-outs, the typical reader publishes after every this many feed reads, at most so often. */
const PUBLISH_EVERY = 10
const DURING_PUBLISHES = 30
const GOAL_MS = 200

async function timed(call: () => Promise<void>, into: number[]): Promise<void> {
  const started = performance.now()
  await call()
  into.push(performance.now() - started)
}

interface Session {
  url: string
  cookie: string
}

async function readFeed({ url, cookie }: Session): Promise<void> {
  const response = await fetch(`${url}/api/posts?limit=20&feed=following`, { headers: { Cookie: cookie } })
  if (!response.ok) throw new Error(`feed: ${response.status} ${await response.text()}`)
  await response.arrayBuffer()
}

let written = 0
async function publish({ url, cookie }: Session, ids: string[]): Promise<void> {
  const response = await fetch(`${url}/api/posts`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({
      kind: 'life',
      content: `Bench post ${++written}: a short one, to time publishing.`,
    }),
  })
  if (response.status !== 201) throw new Error(`publish: ${response.status} ${await response.text()}`)
  ids.push(((await response.json()) as { id: string }).id)
}

async function remove({ url, cookie }: Session, id: string): Promise<void> {
  const response = await fetch(`${url}/api/posts/${id}`, {
    method: 'DELETE',
    headers: { Cookie: cookie, Origin: url },
  })
  if (response.status !== 204) throw new Error(`delete: ${response.status} ${await response.text()}`)
}

interface Result {
  posts: number
  facts: Facts
  publish: Figure
  feedAtRest: Figure
  feedDuring: Figure
  typicalAtRest: Figure
  typicalDuring: Figure
  /** Followers told per second, over all the fan-outs (publish to the last 'job done'). */
  throughput: number
  fanoutMs: number
}

async function measure(posts: number): Promise<Result> {
  const { store, facts } = await seeded(posts, storeOptions)
  let doneJobs = 0
  let onDone: (() => void) | undefined
  /** Until the server has logged this many fan-outs done (the count may grow while waiting). */
  const untilDone = (count: number | (() => number)) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (doneJobs < (typeof count === 'number' ? count : count())) return
        onDone = undefined
        resolve()
      }
      onDone = check
      check()
    })
  const server: BuiltServer = await startBuiltServer(
    {
      ...storeEnv(store),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      // The typical reader publishes more than a person would in a minute.
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      BETTER_AUTH_SECRET: 'bench-publish-secret-0123456789-abcdefgh',
    },
    {
      onLog: (line) => {
        if (!line.includes('"job done"') || !line.includes('"post-fanout"')) return
        doneJobs++
        onDone?.()
      },
    },
  )
  const celebrityIds: string[] = []
  const typicalIds: string[] = []
  let celebrity: Session | undefined
  let typical: Session | undefined
  try {
    const as = async (email: string): Promise<Session> => ({
      url: server.url,
      cookie: await signIn(server.url, email, SEED_PASSWORD),
    })
    const author = await as(facts.cast.celebrity)
    const reader = await as(facts.cast.reader)
    const other = await as(facts.cast.typical)
    celebrity = author
    typical = other

    // Warm up, then at rest.
    for (let i = 0; i < 20; i++) await readFeed(reader)
    const feedAtRest: number[] = []
    for (let i = 0; i < REQUESTS; i++) await timed(() => readFeed(reader), feedAtRest)
    const typicalAtRest: number[] = []
    for (let i = 0; i < REST_PUBLISHES; i++) await timed(() => publish(other, typicalIds), typicalAtRest)
    // Every post is a fan-out job: wait for the typical reader's (a few followers) to finish.
    await untilDone(REST_PUBLISHES)
    const before = doneJobs

    // The fan-outs, and the requests beside them.
    const started = performance.now()
    const publishLatencies: number[] = []
    for (let i = 0; i < FANOUTS; i++) await timed(() => publish(author, celebrityIds), publishLatencies)
    const feedDuring: number[] = []
    const typicalDuring: number[] = []
    // The typical reader's posts below are fan-outs too: all are counted.
    const allDone = untilDone(() => before + FANOUTS + typicalDuring.length)
    let finished = false
    void allDone.then(() => {
      finished = true
    })
    let reads = 0
    while (!finished) {
      await timed(() => readFeed(reader), feedDuring)
      if (++reads % PUBLISH_EVERY === 0 && !finished && typicalDuring.length < DURING_PUBLISHES)
        await timed(() => publish(other, typicalIds), typicalDuring)
    }
    await allDone
    const fanoutMs = performance.now() - started

    const result = {
      posts,
      facts,
      publish: summary(publishLatencies),
      feedAtRest: summary(feedAtRest),
      feedDuring: summary(feedDuring),
      typicalAtRest: summary(typicalAtRest),
      typicalDuring: summary(typicalDuring),
      throughput: (facts.celebrityFollowers * FANOUTS) / (fanoutMs / 1000),
      fanoutMs,
    }
    printOne(result)
    return result
  } finally {
    // The store is kept for the next run: it gets back to the seed's posts.
    for (const id of celebrityIds) if (celebrity) await remove(celebrity, id)
    for (const id of typicalIds) if (typical) await remove(typical, id)
    await server.stop()
  }
}

function printOne(result: Result) {
  const f = (x: Figure) => `${x.p50.toFixed(1)} / ${x.p99.toFixed(1)} / ${x.max.toFixed(1)} ms`
  console.log(
    `  publish ${f(result.publish)}; feed at rest ${f(result.feedAtRest)}, during ${f(result.feedDuring)}; ` +
      `typical publish at rest ${f(result.typicalAtRest)}, during ${f(result.typicalDuring)}; ` +
      `fan-out ${Math.round(result.throughput).toLocaleString('en')} followers/s (${(result.fanoutMs / 1000).toFixed(1)} s)`,
  )
}

const ms = (n: number) => `${n.toFixed(1)}`.padStart(7)
const cell = (f: Figure) =>
  (f.n === 0
    ? 'none (the fan-outs ended first)'
    : `${ms(f.p50)} /${ms(f.p99)} /${ms(f.max)} ms (${f.n})`
  ).padStart(38)

async function main() {
  ensureFreshBuild()
  const results: Result[] = []
  for (const size of SIZES) {
    console.log(`${size.toLocaleString('en')} posts…`)
    results.push(await measure(size))
  }
  console.log(
    `\nPublishing as the most followed author, ${FANOUTS} posts, ${storeOptions.pg ? 'PostgreSQL' : 'PGlite'}; p50 / p99 / max (requests)`,
  )
  for (const result of results)
    console.log(
      `${result.posts.toLocaleString('en')} posts: the author has ${result.facts.celebrityFollowers.toLocaleString('en')} followers`,
    )
  const header = `${'figure'.padEnd(34)}${results.map((r) => `${r.posts.toLocaleString('en')} posts`.padStart(38)).join('')}   ratio p99   goal`
  console.log(`\n${header}\n${'-'.repeat(header.length)}`)
  const [small, large] = results
  let holds = true
  const line = (name: string, pick: (r: Result) => Figure, judged: boolean) => {
    const ratio =
      small && large && pick(small).n && pick(large).n
        ? `${(pick(large).p99 / pick(small).p99).toFixed(2)}×`
        : ''
    const ok = results.every((r) => pick(r).p99 <= GOAL_MS)
    if (judged) holds &&= ok
    console.log(
      `${name.padEnd(34)}${results.map((r) => cell(pick(r))).join('')}   ${ratio.padEnd(9)}   ${judged ? (ok ? `p99 ≤ ${GOAL_MS} ok` : `P99 > ${GOAL_MS}`) : ''}`,
    )
  }
  line('publish, most followed', (r) => r.publish, true)
  line('feed at rest', (r) => r.feedAtRest, false)
  line('feed during the fan-outs', (r) => r.feedDuring, true)
  line('typical publish at rest', (r) => r.typicalAtRest, false)
  line('typical publish during', (r) => r.typicalDuring, true)
  const tput = results
    .map((r) =>
      `${Math.round(r.throughput).toLocaleString('en')}/s (${(r.fanoutMs / 1000).toFixed(1)} s)`.padStart(38),
    )
    .join('')
  const tputRatio = small && large ? `${(large.throughput / small.throughput).toFixed(2)}×` : ''
  console.log(`${'fan-out: followers told'.padEnd(34)}${tput}   ${tputRatio}`)
  console.log(`\nGoal: every judged p99 ≤ ${GOAL_MS} ms at every size: ${holds ? 'holds' : 'MISSED'}`)
}

await main()
