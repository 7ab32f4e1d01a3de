import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client'

/** Next to this file in the source tree; next to the bundle (copied by the build) in dist. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')]
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')))
  if (!found) throw new Error(`No migrations found next to ${here}`)
  return found
}

// Any constant works; it only has to be the same in every Pointbook process.
const MIGRATION_LOCK_KEY = 724_201_203

export async function migrate(database: Database): Promise<void> {
  const folder = migrationsFolder()
  if (database.pglite) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    return
  }
  if (!database.pool) throw new Error('No database to migrate')
  // Several server processes may start at once on one PostgreSQL: one migrates, the rest wait.
  const client = await database.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePg(drizzle(client), { migrationsFolder: folder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    client.release()
  }
}
