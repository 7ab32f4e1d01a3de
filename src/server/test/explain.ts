import type { Database } from '../db/client'

/** One statement as the app sent it to the database. */
export interface Statement {
  text: string
  params: unknown[]
}

/** Every statement the app sends to the database while `work` runs (either driver). */
export async function statementsOf(database: Database, work: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = []
  const target = (database.pglite ?? database.pool) as unknown as {
    query: (text: unknown, params?: unknown, ...rest: unknown[]) => Promise<unknown>
  }
  const query = target.query
  target.query = function (this: unknown, text: unknown, params?: unknown, ...rest: unknown[]) {
    const statement = typeof text === 'string' ? text : (text as { text?: string }).text
    const values = Array.isArray(params) ? params : ((text as { values?: unknown[] }).values ?? [])
    if (statement) seen.push({ text: statement, params: values })
    return query.call(this, text, params, ...rest)
  }
  try {
    await work()
  } finally {
    target.query = query
  }
  return seen
}

/** The plan the database ran a statement with (`explain analyze`, without costs). */
export async function explain(database: Database, statement: Statement): Promise<string> {
  const { pglite, pool } = database
  const text = `explain (analyze, costs off) ${statement.text}`
  const result = pglite
    ? await pglite.query<Record<string, string>>(text, statement.params as never)
    : await (pool as NonNullable<typeof pool>).query<Record<string, string>>(text, statement.params)
  return result.rows.map((row) => Object.values(row)[0]).join('\n')
}
