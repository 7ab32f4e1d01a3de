import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { PGLITE_EXTENSIONS, wrapPglite, wrapPool } from '../db/client'
import { migrate, migrationsFolder } from '../db/migrate'

const CACHE_DIR = join('node_modules', '.cache', 'pointbook')

function migrationsHash(): string {
  const folder = migrationsFolder()
  const hash = createHash('sha256')
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const path = join(folder, name)
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path))
  }
  return hash.digest('hex').slice(0, 16)
}

/** A migrated PGlite data directory as a tarball, cached by the migrations' content. */
export async function preparePgliteTemplate(): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true })
  const path = join(CACHE_DIR, `pglite-template-${migrationsHash()}.tar`)
  if (existsSync(path)) return path
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
  const database = wrapPglite(pglite)
  await migrate(database)
  const dump = await pglite.dumpDataDir('none')
  await database.close()
  const draft = `${path}.${process.pid}`
  writeFileSync(draft, Buffer.from(await dump.arrayBuffer()))
  renameSync(draft, path)
  return path
}

/** Migrates the given (fresh) database; each test file copies it with CREATE DATABASE … TEMPLATE. */
export async function preparePostgresTemplate(url: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  const database = wrapPool(pool)
  try {
    await migrate(database)
  } finally {
    await database.close()
  }
  return url
}
