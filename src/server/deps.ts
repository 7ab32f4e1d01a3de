import { join } from 'node:path'
import { createActorCache } from './auth/actor-cache'
import { createAuth } from './auth/auth'
import { listenForStoreDeletes, onStoreDelete } from './auth/revocation'
import { authSecret } from './auth/secret'
import { createKeyValueStore } from './auth/store'
import type { Config } from './config'
import type { Database } from './db/client'
import { createRemoteImages } from './features/media/remote-image'
import { afterAccountDeleted, deleteAccountRows } from './features/profiles/account-deletion'
import type { AppDeps } from './http/env'
import type { Logger } from './lib/logger'
import { createOutboxMailer, createSmtpMailer } from './mail/mailer'
import { createDiskStorage } from './storage/storage'

/** Everything a request may need, built once per process. */
export function buildDeps(config: Config, database: Database, logger: Logger): AppDeps {
  const actorCache = createActorCache()
  const store = createKeyValueStore(database.db, { onDelete: onStoreDelete(database, actorCache) })
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
    },
  })
  const remoteImages = createRemoteImages()
  return { config, database, logger, auth, actorCache, store, mailer, storage, secret, remoteImages }
}

/** What runs beside requests: hearing of other processes' revocations (PostgreSQL). */
export async function startBackground(deps: AppDeps): Promise<void> {
  await listenForStoreDeletes(deps.database, deps.store, deps.actorCache)
}
