import { join } from 'node:path'
import { createActorCache } from './auth/actor-cache'
import { createAuth } from './auth/auth'
import { listenForStoreDeletes, onStoreDelete } from './auth/revocation'
import { authSecret } from './auth/secret'
import { createKeyValueStore } from './auth/store'
import type { Config } from './config'
import type { Database } from './db/client'
import { welcome } from './features/badges/badges'
import { createImportReaders } from './features/imports/import-reading'
import { liveTopicAccess } from './features/live/live.topics'
import { createRemoteImages } from './features/media/remote-image'
import { banNoticeFor } from './features/moderation/appeal.service'
import { APPEAL_ANSWER_MAIL, appealAnswerMailer } from './features/moderation/appeal-mail'
import { ADMIN_MESSAGE_FANOUT, adminMessageFanout } from './features/moderation/message.service'
import { notificationStream } from './features/notifications/notification.stream'
import { POST_FANOUT, postFanout } from './features/notifications/post-fanout'
import { afterAccountDeleted, deleteAccountRows } from './features/profiles/account-deletion'
import { indexUser, SEARCH_BACKFILL, searchBackfill } from './features/search/documents'
import type { AppDeps } from './http/env'
import { createStopping } from './http/stopping'
import { createJobRunner } from './jobs/jobs'
import type { Logger } from './lib/logger'
import { createRequestGate } from './lib/request-gate'
import { createOutboxMailer, createSmtpMailer } from './mail/mailer'
import { createRealtimeHub } from './realtime/hub'
import { createDiskStorage } from './storage/storage'
import { registerEventSubscribers } from './subscribers'

/** On PGlite, the shortest and longest a job's batch waits for a gap between requests. */
const JOB_MIN_WAIT_MS = 10
const JOB_MAX_WAIT_MS = 100
/** On PGlite, how long no request must have come before a batch: a page asks in bursts. */
const JOB_QUIET_MS = 20
/** On PGlite, followers told per batch: what a request arriving mid-batch waits for. */
const EMBEDDED_FANOUT_BATCH = 100

/** Everything a request may need, built once per process. */
export function buildDeps(config: Config, database: Database, logger: Logger): AppDeps {
  registerEventSubscribers()
  const actorCache = createActorCache()
  const realtime = createRealtimeHub(database, logger, notificationStream, liveTopicAccess)
  const store = createKeyValueStore(database.db, { onDelete: onStoreDelete(database, actorCache, realtime) })
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, logger)
    : createOutboxMailer(logger)
  const secret = authSecret(config)
  const storage = createDiskStorage(join(config.DATA_DIR, 'storage'))
  const auth = createAuth({
    config,
    db: database.db,
    store,
    mailer,
    logger,
    secret,
    hooks: {
      deleteUserRows: (userId) => deleteAccountRows(database.db, userId),
      userDeleted: (user) => afterAccountDeleted(storage, user),
      userCreated: async (userId) => {
        // Better Auth writes the account outside our transactions: its index row follows at once.
        await indexUser(database.db, userId)
        await welcome(database.db, userId)
      },
    },
  })
  const remoteImages = createRemoteImages()
  const requests = createRequestGate()
  const isEmbedded = database.driver === 'pglite'
  const jobs = createJobRunner(
    database,
    logger,
    {
      [POST_FANOUT]: postFanout(isEmbedded ? EMBEDDED_FANOUT_BATCH : undefined),
      [ADMIN_MESSAGE_FANOUT]: adminMessageFanout(),
      [SEARCH_BACKFILL]: searchBackfill(),
      [APPEAL_ANSWER_MAIL]: appealAnswerMailer(mailer, () => `${config.publicUrl}/login`),
    },
    // PGlite's one connection: a batch runs between requests, and is short (decision 030).
    // Under steady load it waits about as long as its last batch took: half the time each.
    isEmbedded
      ? {
          beforeBatch: (lastBatchMs) =>
            requests.idle(Math.min(JOB_MAX_WAIT_MS, Math.max(JOB_MIN_WAIT_MS, lastBatchMs)), JOB_QUIET_MS),
        }
      : {},
  )
  return {
    config,
    database,
    logger,
    auth,
    actorCache,
    store,
    mailer,
    storage,
    secret,
    remoteImages,
    importReaders: createImportReaders(),
    banNotice: (db, userId) => banNoticeFor(db, secret, userId),
    realtime,
    jobs,
    stopping: createStopping(),
    requests,
  }
}

/**
 * What runs beside requests: hearing of other processes' revocations (PostgreSQL), routing new
 * notifications to open streams, and the job worker.
 */
export async function startBackground(deps: AppDeps): Promise<void> {
  await listenForStoreDeletes(deps.database, deps.store, deps.actorCache, deps.realtime)
  await deps.realtime.start(deps.database)
  await deps.jobs.start(deps.database)
}

/** Before the database closes: streams end (so the server can drain) and the worker stops. */
export async function stopBackground(deps: AppDeps): Promise<void> {
  deps.realtime.closeAll()
  await deps.importReaders.close()
  await deps.jobs.stop()
}
