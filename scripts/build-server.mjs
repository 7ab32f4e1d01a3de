// Bundles the server into one ES module (dependencies stay in node_modules) and copies the
// migrations next to it, so `node dist/server/main.mjs` starts without a TypeScript loader.
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

rmSync('dist/server', { recursive: true, force: true })
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
})
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true })
