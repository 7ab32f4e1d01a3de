// `npm run bench:startup [-- --runs 5 --data-dir DIR]`: wall time from `npm start` to a healthy
// /api/health on an existing data directory and an up-to-date build (the everyday restart).
// Goal: at most 3 s. `--data-dir` starts on a directory already there (a seeded one:
// `npm run seed -- --posts 1000000 --data-dir DIR`) and keeps it; without it, a new one is made,
// measured and removed. Issue 45's goal: healthy within 5 s at any size.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureBuild, flag, freePort } from './lib/bench'

const runs = flag('runs', 5)
ensureBuild()
const dataDirIndex = process.argv.indexOf('--data-dir')
const given = dataDirIndex >= 0 ? process.argv[dataDirIndex + 1] : undefined
const dataDir = given ?? mkdtempSync(join(tmpdir(), 'pointbook-bench-startup-'))

async function startOnce(): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  })
  for (;;) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (performance.now() - started > 120_000) throw new Error('no health in 120 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const elapsed = performance.now() - started
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-(child.pid ?? 0), 'SIGTERM')
  await exited
  // npm may exit before the server has closed the database: wait for it to give up the lock.
  while (existsSync(join(dataDir, 'pointbook.lock'))) await new Promise((resolve) => setTimeout(resolve, 50))
  return elapsed
}

try {
  const first = await startOnce()
  console.log(
    `first start (${given ? `on ${given}` : 'creates the data directory'}): ${(first / 1000).toFixed(2)} s`,
  )
  const times: number[] = []
  for (let i = 0; i < runs; i++) times.push(await startOnce())
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? 0
  console.log(
    `existing data directory, ${runs} runs: median ${(median / 1000).toFixed(2)} s, ` +
      `min ${((times[0] ?? 0) / 1000).toFixed(2)} s, max ${((times.at(-1) ?? 0) / 1000).toFixed(2)} s`,
  )
} finally {
  if (!given) rmSync(dataDir, { recursive: true, force: true })
}
