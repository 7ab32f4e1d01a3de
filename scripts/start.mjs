// `npm start`: builds when the sources are newer than the last build, then runs the server in
// this very process (no wrapper), so signals and the pid reach the server itself.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import module from 'node:module'
import { join } from 'node:path'

const major = Number(process.versions.node.split('.')[0])
if (major < 22) {
  process.stderr.write(`Pointbook needs Node.js 22 or newer; this is ${process.version}.\n`)
  process.exit(1)
}

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

const isStale =
  !existsSync(STAMP) ||
  !existsSync('dist/server/main.mjs') ||
  Math.max(...INPUTS.map(newest)) > statSync(STAMP).mtimeMs

if (isStale) {
  process.stdout.write('Building Pointbook (sources changed since the last build)…\n')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  writeFileSync(STAMP, new Date().toISOString())
}

// V8 keeps the compiled code of the server and its dependencies between starts (Node ≥ 22.1).
module.enableCompileCache?.(join('node_modules', '.cache', 'pointbook', 'v8'))
await import('../dist/server/main.mjs')
