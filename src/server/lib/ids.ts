import { randomFillSync } from 'node:crypto'
import { clock } from './clock'

/**
 * UUIDv7 generated in the app (PGlite and PostgreSQL 15 share no `uuidv7()`): time-ordered, so
 * new rows land at the end of their primary-key index.
 */
export function newId(): string {
  const bytes = randomFillSync(new Uint8Array(16))
  const ms = BigInt(clock.now().getTime())
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Buffer.from(bytes).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Random bytes as URL-safe text, for tokens and slugs. */
export function randomToken(bytes = 16): string {
  return randomFillSync(Buffer.alloc(bytes)).toString('base64url')
}
