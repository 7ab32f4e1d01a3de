// `npm start`: builds when the sources are newer than the last build, then runs the server in
// this very process (no wrapper), so signals and the pid reach the server itself.
import module from 'node:module'
import { join } from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'

const major = Number(process.versions.node.split('.')[0])
if (major < 22) {
  process.stderr.write(`Pointbook needs Node.js 22 or newer; this is ${process.version}.\n`)
  process.exit(1)
}

buildIfStale()

// V8 keeps the compiled code of the server and its dependencies between starts (Node ≥ 22.1).
module.enableCompileCache?.(join('node_modules', '.cache', 'pointbook', 'v8'))
await import('../dist/server/main.mjs')
