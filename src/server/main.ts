import { existsSync } from 'node:fs'
import { ConfigError, loadConfig } from './config'
import { databaseOptions, openDatabase } from './db/client'
import { DataDirLockedError } from './db/lock'
import { createLogger } from './lib/logger'

if (existsSync('.env')) process.loadEnvFile('.env')

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) fail(error.message)
  throw error
}

const logger = createLogger(config.LOG_LEVEL)
// The embedded database starts (and takes its lock) while the rest of the server loads.
const opening = openDatabase({
  ...databaseOptions(config),
  onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection was lost'),
})
opening.catch(() => {})
const { startServer } = await import('./server')
const running = await startServer(config, logger, opening).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) fail(error.message)
  logger.fatal({ err: error }, 'start-up failed')
  process.exit(1)
})
logger.info({ url: running.url, db: running.database.driver }, `Pointbook is listening on ${running.url}`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down')
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}
