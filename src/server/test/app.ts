import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, onTestFinished } from 'vitest'
import { createApp } from '../app'
import { type Config, loadConfig } from '../config'
import type { Database } from '../db/client'
import { buildDeps, startBackground, stopBackground } from '../deps'
import type { AppDeps } from '../http/env'
import { createLogger } from '../lib/logger'
import { checkedRequest } from './contract'
import { createTestDatabase } from './db'

export interface TestContext {
  app: ReturnType<typeof createApp>
  database: Database
  config: Config
  deps: AppDeps
}

/** The real app on a fresh database: closed after the file's tests, or after the test that made it. */
export async function setupTestApp(
  env: Record<string, string> = {},
  /** Another process's view of an existing database (PostgreSQL), instead of a fresh one. */
  shared?: Database,
): Promise<TestContext> {
  const database = shared ?? (await createTestDatabase())
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pointbook-test-')),
    WEB_DIST_DIR: join(tmpdir(), 'pointbook-no-web-build'),
    // Tests stand in for many clients: each call names its own address (see test/users.ts).
    TRUST_PROXY: 'true',
    // One test user writes far more than a person would; the limit has its own test.
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  })
  const deps = buildDeps(config, database, createLogger(config.LOG_LEVEL))
  const app = createApp(deps)
  // Every call the suite makes is checked against the OpenAPI document (contract.ts).
  app.request = checkedRequest(app.request)
  await startBackground(deps)
  const close = async () => {
    await stopBackground(deps)
    await database.close()
  }
  // An app a test makes for itself closes after that test (an afterAll registered while a test
  // runs is never called: 14 databases a PostgreSQL run left); a file's, after its tests.
  // onTestFinished refuses outside a test, which is how it is told apart.
  try {
    onTestFinished(close)
  } catch {
    afterAll(close)
  }
  return { app, database, config, deps }
}
