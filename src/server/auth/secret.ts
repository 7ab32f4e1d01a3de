import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config'
import { randomToken } from '../lib/ids'

/**
 * The secret that signs cookies and seals confirm links: BETTER_AUTH_SECRET (required in
 * production), else one made once and kept in the data directory so sessions survive restarts.
 */
export function authSecret(config: Config): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET
  const path = join(config.DATA_DIR, 'auth-secret')
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(config.DATA_DIR, { recursive: true })
  const secret = randomToken(48)
  writeFileSync(path, secret, { mode: 0o600 })
  return secret
}
