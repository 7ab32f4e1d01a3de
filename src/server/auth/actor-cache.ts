import { clock } from '../lib/clock'
import type { Actor } from './actor'

export interface ActorCache {
  get(credential: string): Actor | null | undefined
  set(credential: string, actor: Actor | null): void
  clear(): void
}

/**
 * Who a credential (session cookies or bearer token) belongs to, for a few seconds: repeated
 * requests skip even Better Auth's own cache lookup. Any state-changing auth call in this process
 * (sign-out, revocation, password change, ban) clears it; another process's changes arrive within
 * `ttlMs`, a tighter bound than the 5-minute cookie cache already accepts.
 */
export function createActorCache(ttlMs = 10_000, maxEntries = 10_000): ActorCache {
  const entries = new Map<string, { actor: Actor | null; until: number }>()
  return {
    get(credential) {
      const entry = entries.get(credential)
      if (!entry) return undefined
      if (entry.until > clock.now().getTime()) return entry.actor
      entries.delete(credential)
      return undefined
    },
    set(credential, actor) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      entries.set(credential, { actor, until: clock.now().getTime() + ttlMs })
    },
    clear() {
      entries.clear()
    },
  }
}
