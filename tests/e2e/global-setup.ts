import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The production build, served by the real server (one node process) on a fresh PGlite data
 * directory. Returns the teardown that stops it and removes the directory.
 */
export default async function globalSetup() {
  if (!existsSync('dist/server/main.mjs') || !existsSync('dist/web/index.html')) {
    throw new Error('No production build: run `npm run build` first (`npm test` does).')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-e2e-'))
  const port = process.env.E2E_PORT ?? '4173'
  const server = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}/api/health`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error('the server did not become healthy in 60 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}
