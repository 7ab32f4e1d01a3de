// `npm run admin -- grant|revoke <email>`: makes a user an admin, or a user again.
// On PGlite it needs the data directory to itself, so it refuses politely while a server runs.
import { existsSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { users } from '../src/server/auth/auth.table'
import { ConfigError, loadConfig } from '../src/server/config'
import { databaseOptions, openDatabase } from '../src/server/db/client'
import { DataDirLockedError } from '../src/server/db/lock'
import { migrate } from '../src/server/db/migrate'
import { buildDeps } from '../src/server/deps'
import { createLogger } from '../src/server/lib/logger'

const USAGE = 'Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>'

function exit(message: string, code = 1): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

if (existsSync('.env')) process.loadEnvFile('.env')
const [command, email] = process.argv.slice(2)
if ((command !== 'grant' && command !== 'revoke') || !email) exit(USAGE)

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  exit(error instanceof ConfigError ? error.message : String(error))
}

const database = await openDatabase(databaseOptions(config)).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    exit(
      `Pointbook is running on ${error.dir} (pid ${error.pid}), and the embedded database allows one process at a time.\n` +
        'Stop the server, run this command again, then start the server.',
    )
  }
  throw error
})

try {
  await migrate(database)
  const [user] = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  if (!user) exit(`No account uses ${email}.`)
  const role = command === 'grant' ? 'admin' : 'user'
  // Through Better Auth, so the sessions it keeps for this user learn the new role too.
  const deps = buildDeps(config, database, createLogger('silent'))
  const context = await deps.auth.$context
  await context.internalAdapter.updateUser(user.id, { role })
  process.stdout.write(`${user.email} is now ${role === 'admin' ? 'an admin' : 'a regular user'}.\n`)
} finally {
  await database.close()
}
