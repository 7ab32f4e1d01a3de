import type { Config } from '../config'
import type { Database, Db } from '../db/client'
import type { Logger } from '../lib/logger'

/** What the process builds once and every request shares. */
export interface AppDeps {
  config: Config
  database: Database
  logger: Logger
}

/** The signed-in actor of a request, as routes and services see it. */
export interface Actor {
  id: string
  role: 'user' | 'admin'
}

export interface AppEnv {
  Variables: {
    requestId: string
    log: Logger
    deps: AppDeps
    db: Db
    actor: Actor | null
  }
}
