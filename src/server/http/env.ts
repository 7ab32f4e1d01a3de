import type { ActorCache } from '../auth/actor-cache'
import type { Auth } from '../auth/auth'
import type { KeyValueStore } from '../auth/store'
import type { Config } from '../config'
import type { Database, Db } from '../db/client'
import type { ImportReaders } from '../features/imports/import-reading'
import type { RemoteImages } from '../features/media/remote-image'
import type { JobRunner } from '../jobs/jobs'
import type { Logger } from '../lib/logger'
import type { Mailer } from '../mail/mailer'
import type { RealtimeHub } from '../realtime/hub'
import type { Storage } from '../storage/storage'
import type { Stopping } from './stopping'

/** What the process builds once and every request shares. */
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
  /** Markdown images from other sites, fetched for the reader (features/media). */
  remoteImages: RemoteImages
  /** This process's open realtime streams. */
  realtime: RealtimeHub
  /** The threads imports read their files on (features/imports). */
  importReaders: ImportReaders
  /** The worker of durable jobs (a post's fan-out). */
  jobs: JobRunner
  /** Set on SIGTERM: requests are refused from then on, while those under way finish. */
  stopping: Stopping
}

/** The signed-in actor of a request, as routes and services see it. */
export interface Actor {
  id: string
  role: 'user' | 'admin'
  isBanned: boolean
}

export interface AppEnv {
  Variables: {
    requestId: string
    deps: AppDeps
    db: Db
    actor: Actor | null
  }
}
