// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { clearDrafts, DRAFT_MAX_AGE_MS, deleteDraft, draftKey, readDraft, writeDraft } from './drafts'

const initial = { title: '', content: '', sectionTitle: '' }

afterEach(() => localStorage.clear())

describe('drafts', () => {
  it('keys a draft by person and by form target', () => {
    expect(draftKey('u1', 'point:new:b1')).toBe('pointbook.draft.u1.point:new:b1')
    expect(draftKey('u1', 'point:new:b1')).not.toBe(draftKey('u2', 'point:new:b1'))
    expect(draftKey('u1', 'point:new:b1')).not.toBe(draftKey('u1', 'point:new:b2'))
  })

  it('reads back what was written, with when', () => {
    const key = draftKey('u1', 'post:new')
    writeDraft(key, { ...initial, content: 'Osmosis is' }, 1_000)
    expect(readDraft(key, initial, 2_000)).toEqual({
      savedAt: 1_000,
      values: { ...initial, content: 'Osmosis is' },
    })
    expect(readDraft(draftKey('u2', 'post:new'), initial)).toBeNull()
  })

  it('reads only the fields the form has, of the types it has', () => {
    const key = draftKey('u1', 'point:p1')
    localStorage.setItem(key, JSON.stringify({ savedAt: 5, values: { title: 'T', content: 7, extra: 'x' } }))
    expect(readDraft(key, initial, 10)?.values).toEqual({ title: 'T', content: '', sectionTitle: '' })
  })

  it('ignores a malformed entry and forgets an old one', () => {
    const key = draftKey('u1', 'point:p1')
    localStorage.setItem(key, '{not json')
    expect(readDraft(key, initial)).toBeNull()
    localStorage.setItem(key, JSON.stringify({ values: { title: 'T' } }))
    expect(readDraft(key, initial)).toBeNull()
    writeDraft(key, { ...initial, title: 'T' }, 0)
    expect(readDraft(key, initial, DRAFT_MAX_AGE_MS + 1)).toBeNull()
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('deletes one draft, or every draft on the device and nothing else', () => {
    writeDraft(draftKey('u1', 'post:new'), initial)
    writeDraft(draftKey('u2', 'post:new'), initial)
    localStorage.setItem('pointbook.theme', 'dark')
    deleteDraft(draftKey('u1', 'post:new'))
    expect(localStorage.getItem(draftKey('u1', 'post:new'))).toBeNull()
    expect(localStorage.getItem(draftKey('u2', 'post:new'))).not.toBeNull()
    clearDrafts()
    expect(localStorage.length).toBe(1)
    expect(localStorage.getItem('pointbook.theme')).toBe('dark')
  })
})
