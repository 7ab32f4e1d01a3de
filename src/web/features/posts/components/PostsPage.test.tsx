import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { exampleMyProfile } from '../../../../shared/examples'
import { draftKey, writeDraft } from '../../../lib/drafts'
import { answerFetch, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { profileKeys } from '../../profiles/queries'
import { PostsPage } from './PostsPage'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  i18n = await initTestI18n()
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const me = { ...exampleMyProfile, id: 'u1' }

/** /posts for me, every list empty. */
async function renderPosts() {
  answerFetch(() => json(200, { items: [], nextCursor: null }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(profileKeys.me(), me)
  renderInApp(() => <PostsPage search={{}} />, { i18n, queryClient })
  return screen.findByRole('button', { name: 'Write a post' })
}

describe('PostsPage', () => {
  it('opens the composer with a new post’s draft, its notice saying so, without taking the focus', async () => {
    writeDraft(draftKey(me.id, 'post:new'), {
      kind: 'study',
      title: 'Why mitochondria',
      content: 'They have their own DNA',
      linkedBookId: '',
      linkedPointId: '',
    })
    const write = await renderPosts()
    // It was closed after a reload, the draft out of sight until Write a post (found by a tester).
    expect(write.getAttribute('aria-expanded')).toBe('true')
    expect((screen.getByLabelText('Title (optional)') as HTMLInputElement).value).toBe('Why mitochondria')
    expect(screen.getByText(/Your draft from .+ was restored\./).closest('[role=status]')).not.toBeNull()
    expect(document.activeElement).not.toBe(screen.getByLabelText('Title (optional)'))
    // Write a post still closes it (the draft stays for the next time).
    await userEvent.click(write)
    expect(screen.queryByLabelText('Title (optional)')).toBeNull()
  })

  it('keeps the composer closed with no draft, and opens it on Write a post, ready to type', async () => {
    const write = await renderPosts()
    expect(write.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByLabelText('Title (optional)')).toBeNull()
    await userEvent.click(write)
    expect(document.activeElement).toBe(screen.getByLabelText('Title (optional)'))
    expect(screen.queryByText(/Your draft from/)).toBeNull()
  })
})
