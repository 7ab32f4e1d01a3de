// Builds when the sources are newer than the last build (`npm start`, `npm test`); with `--stamp`,
// only records that a build just finished (the last step of `npm run build`), so a build made
// by hand or by CI is not made again by the next `npm test`.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const STAMP = 'dist/.build-stamp'
const INPUTS = ['src', 'package-lock.json', 'vite.config.ts', 'tsr.config.json', 'scripts/build-server.mjs']

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = 0
  for (const name of readdirSync(path)) {
    if (name === 'routeTree.gen.ts') continue
    latest = Math.max(latest, newest(join(path, name)))
  }
  return latest
}

export function stamp() {
  writeFileSync(STAMP, new Date().toISOString())
}

export function isStale() {
  return (
    !existsSync(STAMP) ||
    !existsSync('dist/server/main.mjs') ||
    Math.max(...INPUTS.map(newest)) > statSync(STAMP).mtimeMs
  )
}

/** Builds (`npm run build`, which stamps) when stale; exits with the build's status on failure. */
export function buildIfStale() {
  if (!isStale()) return
  process.stdout.write('Building Pointbook (sources changed since the last build)…\n')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--stamp')) stamp()
  else buildIfStale()
}
