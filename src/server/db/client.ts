import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { acquireDirLock } from './lock'

/**
 * Queries are built on the tables themselves (no relational `db.query`), so the client needs no
 * schema: the index of every table is the composition root's (`src/server/schema.ts`, for drizzle-kit).
 */
export type Db = PgDatabase<PgQueryResultHKT>
export type Driver = 'pglite' | 'postgres'

export interface Database {
  db: Db
  driver: Driver
  /** The embedded instance, when the driver is PGlite (for LISTEN/NOTIFY and dumps). */
  pglite?: PGlite
  /** The pool, when the driver is PostgreSQL. */
  pool?: pg.Pool
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`: on PostgreSQL from any process
   * sharing the database, on a connection of its own that is re-opened when lost; on PGlite from
   * this process.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<void>
  close(): Promise<void>
}

export const PGLITE_EXTENSIONS = { pg_trgm }

/** PGlite's files live in `<DATA_DIR>/pg`, next to the lock and the file storage. */
function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pg')
}

export function wrapPglite(pglite: PGlite, onClose?: () => void): Database {
  return {
    db: drizzlePglite(pglite, { casing: 'snake_case' }) as unknown as Db,
    driver: 'pglite',
    pglite,
    // One process (the directory is locked): NOTIFY reaches this instance's listeners at commit,
    // so the same code path serves both drivers.
    async listen(channel, onMessage) {
      await pglite.listen(channel, onMessage)
    },
    async close() {
      try {
        if (!pglite.closed) await pglite.close()
      } finally {
        onClose?.()
      }
    },
  }
}

/**
 * An idle pooled connection that the server ends (a restart, an administrator's terminate) is
 * dropped by the pool and replaced on the next query; without a listener its error would crash
 * the process.
 */
export function wrapPool(pool: pg.Pool, onIdleError: (error: Error) => void = () => {}): Database {
  pool.on('error', onIdleError)
  const listeners = new Set<pg.Client>()
  let isClosed = false

  const listen = async (channel: string, onMessage: (payload: string) => void): Promise<void> => {
    const client = new pg.Client(pool.options)
    listeners.add(client)
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '')
    })
    client.on('error', (error) => {
      onIdleError(error)
      listeners.delete(client)
      client.end().catch(() => {})
      // Whatever was said while the connection was down is lost; a listener treats a re-open as
      // "anything may have changed" (an empty payload).
      if (!isClosed) setTimeout(() => listen(channel, onMessage).then(() => onMessage(''), onIdleError), 1000)
    })
    await client.connect()
    await client.query(`LISTEN "${channel.replaceAll('"', '')}"`)
  }

  return {
    db: drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db,
    driver: 'postgres',
    pool,
    listen,
    async close() {
      isClosed = true
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})))
      await pool.end()
    },
  }
}

export interface OpenOptions {
  dataDir: string
  databaseUrl?: string | undefined
  poolMax?: number
  onIdleError?: (error: Error) => void
}

/** The options of the configured database. */
export function databaseOptions(config: {
  DATA_DIR: string
  DATABASE_URL?: string | undefined
  PG_POOL_MAX: number
}) {
  return { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, poolMax: config.PG_POOL_MAX }
}

/** PostgreSQL when a URL is given; otherwise PGlite in the data directory, locked first. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 })
    return wrapPool(pool, options.onIdleError)
  }
  const lock = acquireDirLock(options.dataDir)
  try {
    const pglite = await PGlite.create(pgliteDir(options.dataDir), { extensions: PGLITE_EXTENSIONS })
    return wrapPglite(pglite, () => lock.release())
  } catch (error) {
    lock.release()
    throw error
  }
}
