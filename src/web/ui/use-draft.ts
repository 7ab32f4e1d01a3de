import { useEffect, useRef, useState } from 'react'
import { type Draft, deleteDraft, draftKey, readDraft, writeDraft } from '../lib/drafts'
import { isSameValues } from '../lib/leave-guard'
import { useLeaveGuard } from './use-leave-guard'

/** Typing pauses this long before the draft is written (and at once when the page goes away). */
const DRAFT_WRITE_DELAY_MS = 500

/** The draft a form for `name` opens with, for `userId`: none when it is what the form starts with. */
export function draftOf<T extends object>(userId: string, name: string, initial: T): Draft<T> | null {
  const draft = readDraft(draftKey(userId, name), initial)
  return draft && !isSameValues(draft.values, initial) ? draft : null
}

/**
 * A long-text form's values, kept as a draft of the signed-in person `userId` (`drafts.ts`; a
 * visitor, null, has none) and guarded like every form (`useLeaveGuard`). The form opens with its
 * draft restored (`restoredAt` says since when, for the notice); the draft goes on a successful
 * save, on `discardDraft` and when the person confirms leaving without saving. `name` is the form
 * and its target (`point:<id>`); both are read once: a form for another target is another form
 * (give it a React key). The caller says who is signed in: ui knows no feature's data.
 */
export function useDraft<T extends object>(userId: string | null, name: string, initial: T) {
  const [opened] = useState(() => ({
    key: userId ? draftKey(userId, name) : null,
    initial,
    draft: userId ? draftOf(userId, name, initial) : null,
  }))
  const { key } = opened
  const [values, setValues] = useState(opened.draft?.values ?? opened.initial)
  const [restoredAt, setRestoredAt] = useState(opened.draft?.savedAt ?? null)
  const pendingWrite = useRef<{ timer: ReturnType<typeof setTimeout>; write(): void } | null>(null)

  const forget = () => {
    if (pendingWrite.current) clearTimeout(pendingWrite.current.timer)
    pendingWrite.current = null
    if (key) deleteDraft(key)
    setRestoredAt(null)
  }
  const guard = useLeaveGuard(values, opened.initial, { onSaved: forget, onDiscard: forget })

  // Each change is written once typing pauses: the draft while the form is edited, nothing once
  // it is back to what was saved.
  const written = useRef(values)
  useEffect(() => {
    if (!key || Object.is(values, written.current)) return
    written.current = values
    if (pendingWrite.current) clearTimeout(pendingWrite.current.timer)
    const write = () => {
      pendingWrite.current = null
      if (guard.isDirty()) writeDraft(key, values)
      else deleteDraft(key)
    }
    pendingWrite.current = { timer: setTimeout(write, DRAFT_WRITE_DELAY_MS), write }
  }, [key, values, guard])

  // What is still waiting is written when the page is hidden (a reload, a closed tab) or the
  // form goes (a closed composer keeps its draft for the next time it opens).
  useEffect(() => {
    const flush = () => {
      if (!pendingWrite.current) return
      clearTimeout(pendingWrite.current.timer)
      pendingWrite.current.write()
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [])

  const discardDraft = () => {
    forget()
    setValues(opened.initial)
  }
  return { values, setValues, guard, restoredAt, discardDraft }
}
