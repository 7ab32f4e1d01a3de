import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, PGLITE_EXTENSIONS, wrapPglite, wrapPool } from '../db/client'
import { randomToken } from '../lib/ids'

async function createPostgresCopy(templateUrl: string): Promise<Database> {
  const template = new URL(templateUrl)
  const templateName = template.pathname.slice(1)
  const name = `${templateName}_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`
  const admin = new URL(templateUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`)
  } finally {
    await client.end()
  }
  const url = new URL(templateUrl)
  url.pathname = `/${name}`
  const database = wrapPool(new pg.Pool({ connectionString: url.toString(), max: 5 }))
  return {
    ...database,
    async close() {
      await database.close()
      const dropper = new pg.Client({ connectionString: admin.toString() })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => dropper.end())
    },
  }
}

/** A freshly migrated database of its own for one test file: PGlite, or PostgreSQL in CI. */
export async function createTestDatabase(): Promise<Database> {
  const postgresTemplate = inject('postgresTemplate')
  if (postgresTemplate) return createPostgresCopy(postgresTemplate)
  const tarball = readFileSync(inject('pgliteTemplate'))
  const pglite = await PGlite.create({ loadDataDir: new Blob([tarball]), extensions: PGLITE_EXTENSIONS })
  return wrapPglite(pglite)
}
