import type { SQL } from 'drizzle-orm'
import type { Db } from './client'

/**
 * The rows of a raw statement, for the few queries Drizzle's builder cannot say (lateral joins).
 * Both drivers answer `execute` with an object carrying `rows`.
 */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}
