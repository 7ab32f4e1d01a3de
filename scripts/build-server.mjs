// Bundles the server and its dependencies into a few ES modules and copies the migrations next
// to them, so `node dist/server/main.mjs` starts without a TypeScript loader and without
// resolving hundreds of package files (Node's module resolution was a quarter of start-up).
// Packages with native binaries or files loaded at run time stay in node_modules.
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

const RUNTIME_FILES = ['@electric-sql/pglite', 'sharp', 'pg', 'pg-native', 'pino', 'thread-stream']

rmSync('dist/server', { recursive: true, force: true })
await build({
  // Worker threads' modules are entry points of their own beside main.mjs (lib/worker.ts).
  entryPoints: {
    main: 'src/server/main.ts',
    'import-worker': 'src/server/features/imports/import-worker.ts',
  },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  // main.ts loads the server with a dynamic import, so the database can start meanwhile.
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: RUNTIME_FILES,
  // CommonJS dependencies inside an ES module bundle still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  logLevel: 'warning',
})
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true })
