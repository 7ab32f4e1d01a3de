import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startChatServer } from '../../src/server/test/chat'
import { startMockGoogle } from '../../src/server/test/oidc'

/**
 * The production build, served by the real server (one node process) on a fresh PGlite data
 * directory, with a local OpenID Connect provider standing in for Google. Returns the teardown.
 */
export default async function globalSetup() {
  if (!existsSync('dist/server/main.mjs') || !existsSync('dist/web/index.html')) {
    throw new Error('No production build: run `npm run build` first (`npm test` does).')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-e2e-'))
  const port = process.env.E2E_PORT ?? '4173'
  const google = await startMockGoogle()
  // The book agent's endpoint: answers every question with the same three points.
  const chat = await startChatServer()
  const server = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: {
      ...process.env,
      // The production build; `test` only keeps mail in the dev outbox, where the tests read codes.
      NODE_ENV: 'test',
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey signs up from 127.0.0.1; the limits themselves are covered by the API tests.
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
      CODE_RATE_LIMIT_PER_MINUTE: '10000',
      // The moderation journeys sign up these as their admins (per journey, screen and retry).
      // dialogs.spec.ts's admin finds the admin area from their own menu, at both widths.
      ADMIN_EMAILS: [
        ...['admin', 'mod'].flatMap((who) =>
          ['phone-last', 'desktop-last'].flatMap((p) => [0, 1, 2].map((r) => `${who}-${p}${r}@example.test`)),
        ),
        ...['phone', 'desktop'].flatMap((p) => [0, 1, 2].map((r) => `dialogs-${p}${r}@example.test`)),
        // The appeals journey's admin (appeals.spec.ts, a phone journey: it sends no message to everyone).
        ...['phone', 'desktop'].flatMap((p) => [0, 1, 2].map((r) => `appeals-${p}${r}@example.test`)),
      ].join(','),
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      AI_BASE_URL: chat.url,
      AI_API_KEY: 'e2e-key',
      AI_MODEL: 'e2e-model',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    await google.stop()
    await chat.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  // A run that cannot start its server stops it and what it started: a server left behind holds
  // the runner's output open, and its data directory stays in the temporary directory.
  try {
    await untilHealthy(server, `http://127.0.0.1:${port}/api/health`)
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}

/** Waits for the server's health; on a loaded two-core machine its start can take a minute. */
async function untilHealthy(server: ReturnType<typeof spawn>, url: string): Promise<void> {
  const deadline = Date.now() + 120_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    const isUp = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (isUp) return
    if (Date.now() > deadline) throw new Error('the server did not become healthy in 120 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
