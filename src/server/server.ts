import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import type { Config } from './config'
import { type Database, databaseOptions, openDatabase } from './db/client'
import { migrate } from './db/migrate'
import { buildDeps, startBackground, stopBackground } from './deps'
import { createLogger, type Logger } from './lib/logger'
import { drainOnStop } from './shutdown'

export interface RunningServer {
  url: string
  database: Database
  logger: Logger
  /**
   * Refuse new requests (on open connections too), end the streams with a retry hint, let the
   * requests under way finish (the timeout is a hard cap), close the database and its lock.
   */
  stop(): Promise<void>
}

/** `opening` lets the caller start the database before the rest of the server has loaded. */
export async function startServer(
  config: Config,
  logger = createLogger(config.LOG_LEVEL),
  opening: Promise<Database> = openDatabase(databaseOptions(config)),
): Promise<RunningServer> {
  const database = await opening
  try {
    await migrate(database)
  } catch (error) {
    await database.close()
    throw error
  }
  const deps = buildDeps(config, database, logger)
  await startBackground(deps)
  const app = createApp(deps)
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () =>
      resolve(s as Server),
    )
    s.once('error', reject)
  })
  // An idle keep-alive connection is closed after 65 s, not Node's 5 s: a client (a browser, a
  // proxy's upstream pool, Playwright's request context) that reuses it just as the server closes
  // it gets ECONNRESET on a request that never arrived, and 5 s is shorter than the pause between
  // two requests of most clients (CI saw it on a POST after 5 s of page steps). 65 s outlasts the
  // 60 s idle timeout of nginx and the common load balancers, so the proxy closes first;
  // headersTimeout must exceed it.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  // Before any request: `listening` fired, and connections are read only on a later turn.
  const connections = drainOnStop(server)
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  const url = `http://localhost:${port}`
  if (!config.SMTP_URL && !config.isProduction) {
    logger.warn(
      { path: '/api/dev/outbox', open: config.DEV_OUTBOX_OPEN },
      config.DEV_OUTBOX_OPEN
        ? 'No SMTP_URL: mail is kept in the dev outbox, readable from ANY address (DEV_OUTBOX_OPEN)'
        : 'No SMTP_URL: mail is kept in the dev outbox, readable from this machine only',
    )
  }

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      deps.stopping.begin()
      const drained = connections.drain(config.SHUTDOWN_TIMEOUT_MS)
      await stopBackground(deps)
      await drained
      await database.close()
    })()
    return stopping
  }
  return { url, database, logger, stop }
}
