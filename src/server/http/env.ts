import type { Actor } from '../auth/actor'
import type { ActorCache } from '../auth/actor-cache'
import type { Auth } from '../auth/auth'
import type { KeyValueStore } from '../auth/store'
import type { Config } from '../config'
import type { Database, Db } from '../db/client'
import type { JobRunner } from '../jobs/jobs'
import type { Logger } from '../lib/logger'
import type { RequestGate } from '../lib/request-gate'
import type { Mailer } from '../mail/mailer'
import type { RealtimeHub } from '../realtime/hub'
import type { Storage } from '../storage/storage'

/**
 * What the process builds once and every request shares (`deps.ts`). A feature's own service
 * (the remote images of media, the import readers) is added to it by that feature, through
 * declaration merging (`declare module '…/http/env'`), so this file names no feature.
 */
export interface AppDeps {
  config: Config
  database: Database
  logger: Logger
  auth: Auth
  actorCache: ActorCache
  store: KeyValueStore
  mailer: Mailer
  storage: Storage
  secret: string
  /** This process's open realtime streams. */
  realtime: RealtimeHub
  /** The worker of durable jobs (a post's fan-out). */
  jobs: JobRunner
  /** Set on SIGTERM: requests are refused from then on, while those under way finish. */
  stopping: Stopping
  /** The requests being answered, whose gaps PGlite's background work waits for. */
  requests: RequestGate
}

export type { Actor } from '../auth/actor'

export interface AppEnv {
  Variables: {
    requestId: string
    deps: AppDeps
    db: Db
    actor: Actor | null
  }
}

/** Whether this process is shutting down (server.ts begins it on SIGTERM, before draining). */
export interface Stopping {
  readonly isStopping: boolean
  begin(): void
}
