// `npm run native:sync [-- ios]`: builds the web app for the native shell into dist/native (the
// webDir of capacitor.config.ts) and copies it into the native project with `cap sync android`
// (or the platforms named, `ios` once a Mac has added it).
// The server address comes from POINTBOOK_SERVER_URL and is fixed in this build (VITE_SERVER_URL).
// Its index.html gets the shell's viewport, which is not zoomable (scripts/lib/shell-viewport.ts).
// Needs neither Java nor the Android SDK: the APK build is docs/native.md's business.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { withShellViewport } from './lib/shell-viewport.ts'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const started = performance.now()
// Always the production build, whatever NODE_ENV the calling shell has (as `npm run build`).
process.env.NODE_ENV = 'production'

// Node strips the config's types itself (22.18+), as the Capacitor CLI does when it reads it.
const { serverUrl, default: config } = await import('../capacitor.config.ts').catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : error}\n`)
  process.exit(1)
})
process.env.VITE_SERVER_URL = serverUrl
process.stdout.write(`Building the web app for the native shell (server ${serverUrl})\n`)

const { build } = await import('vite')
await build({
  configFile: resolve('vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: {
    outDir: resolve(config.webDir),
    emptyOutDir: true,
    // Served from the device: no source maps and no manifest in the app package.
    sourcemap: false,
    manifest: false,
  },
})
// The web's page zooms; the shell's keeps the spec's fixed viewport (decision 027).
const shellIndex = resolve(config.webDir, 'index.html')
writeFileSync(shellIndex, withShellViewport(readFileSync(shellIndex, 'utf8')))

const platforms = process.argv.length > 2 ? process.argv.slice(2) : ['android']
for (const platform of platforms) {
  const sync = spawnSync(process.execPath, ['node_modules/@capacitor/cli/bin/capacitor', 'sync', platform], {
    stdio: 'inherit',
    env: process.env,
  })
  if (sync.status !== 0) {
    process.stderr.write(`cap sync ${platform} failed (${sync.status ?? sync.signal})\n`)
    process.exit(sync.status || 1)
  }
}
process.stdout.write(`Native shell synced in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)
