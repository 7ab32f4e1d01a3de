import { createHmac } from 'node:crypto'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { buildDeps, stopBackground } from '../../src/server/deps'
import { createLogger } from '../../src/server/lib/logger'
import { createSseParser, type SseEvent } from '../../src/shared/sse'

export interface BenchPerson {
  id: string
  /** A signed session token, for `Authorization: Bearer`. */
  bearer: string
}

export interface PersonSpec {
  email: string
  name: string
  username: string
}

/**
 * People made through the auth library's own adapter (its hooks run: ADMIN_EMAILS, welcome),
 * each with a session, 50 at a time, in the database `env` names; the server started after
 * with the same `secret` accepts their tokens.
 */
export async function preparePeople(
  env: Record<string, string>,
  secret: string,
  specs: readonly PersonSpec[],
): Promise<BenchPerson[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: secret,
    ...env,
  })
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL })
  await migrate(database)
  const deps = buildDeps(config, database, createLogger('silent'))
  const auth = await deps.auth.$context
  const make = async (spec: PersonSpec): Promise<BenchPerson> => {
    const user = await auth.internalAdapter.createUser(
      { ...spec, displayUsername: spec.username, emailVerified: true },
      { method: 'email-password' },
    )
    const session = await auth.internalAdapter.createSession(user.id, false)
    const signature = createHmac('sha256', secret).update(session.token).digest('base64')
    return { id: user.id, bearer: `${session.token}.${signature}` }
  }
  const people: BenchPerson[] = []
  for (let i = 0; i < specs.length; i += 50)
    people.push(...(await Promise.all(specs.slice(i, i + 50).map(make))))
  await stopBackground(deps)
  await database.close()
  return people
}

/** Reads a `text/event-stream` body in the background, event by event, until it ends or is aborted. */
export function readEvents(
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
  onEvent: (event: SseEvent) => void,
) {
  const parse = createSseParser(onEvent)
  void (async () => {
    const decoder = new TextDecoder()
    try {
      for await (const chunk of body as AsyncIterable<Uint8Array>)
        parse(decoder.decode(chunk, { stream: true }))
    } catch {
      // Aborted by the benchmark.
    }
  })()
}
