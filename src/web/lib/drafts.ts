/**
 * Drafts of the long-text forms, kept in this device's localStorage so that a reload, a crash or
 * a closed tab loses nothing (decision 007). One entry per person and form target:
 * `pointbook.draft.<user id>.<name>`, the name saying which form and what for (`point:new:<book
 * id>`, `point:<point id>`, `post:new`, `post:<post id>`). Read synchronously, so a form opens
 * with its draft already in place. Storage that refuses (private mode, quota) only loses drafts.
 */
const PREFIX = 'pointbook.draft.'
/** Older drafts are forgotten: nobody means to resume a month-old sentence. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 3600 * 1000

export interface Draft<T> {
  savedAt: number
  values: T
}

export function draftKey(userId: string, name: string): string {
  return `${PREFIX}${userId}.${name}`
}

/**
 * The draft under `key`, read into the shape of `initial`: only its fields, each only when the
 * stored value has the same type, so a draft written by an older version cannot break the form.
 */
export function readDraft<T extends object>(key: string, initial: T, now = Date.now()): Draft<T> | null {
  let stored: unknown
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? 'null')
  } catch {
    stored = null
  }
  const { savedAt, values } = (stored ?? {}) as { savedAt?: unknown; values?: unknown }
  if (typeof savedAt !== 'number' || !values || typeof values !== 'object') return null
  if (now - savedAt > DRAFT_MAX_AGE_MS) {
    deleteDraft(key)
    return null
  }
  const read = { ...initial }
  for (const [name, value] of Object.entries(values)) {
    if (name in initial && typeof value === typeof initial[name as keyof T])
      read[name as keyof T] = value as T[keyof T]
  }
  return { savedAt, values: read }
}

export function writeDraft<T>(key: string, values: T, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, values }))
  } catch {
    // Full or refused: the form itself still holds the text.
  }
}

export function deleteDraft(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing stored, nothing to delete.
  }
}

/** Every draft on this device, whoever wrote it: at sign-out, so none outlives its session. */
export function clearDrafts(): void {
  try {
    for (let index = localStorage.length - 1; index >= 0; index--) {
      const key = localStorage.key(index)
      if (key?.startsWith(PREFIX)) localStorage.removeItem(key)
    }
  } catch {
    // No storage, no drafts.
  }
}
