import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { exampleComment, examplePost } from '../../../../shared/examples'
import type { Post } from '../../../../shared/posts'
import { hasUnsavedChanges } from '../../../lib/leave-guard'
import { answerFetch, apiError, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { profileKeys } from '../../profiles/queries'
import { FollowButton } from '../../social/components/FollowButton'
import { postKeys } from '../queries'
import { PostPage } from './PostPage'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => vi.unstubAllGlobals())

const author = { ...examplePost.author }
const mine = {
  ...examplePost,
  authorId: author.id,
  can: { edit: true, delete: true, like: true, interact: true, report: false },
} as Post

/** My own post's page, as the server answered it (anything else asked: `answer`, else 404). */
async function renderMine(post: Post, answer = (_request: Request) => apiError(404, 'NOT_FOUND')) {
  answerFetch(answer)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(profileKeys.me(), { ...author, id: author.id })
  queryClient.setQueryData(postKeys.detail(post.slug), post)
  queryClient.setQueryData(postKeys.comments(post.id), {
    pages: [{ items: [], nextCursor: null }],
    pageParams: [''],
  })
  renderInApp(
    () => (
      <Suspense>
        <PostPage address={post.slug} followButton={FollowButton} />
      </Suspense>
    ),
    { i18n, queryClient },
  )
  await screen.findByRole('heading', { name: /comment/i })
}

const actions = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Post actions' }))
  return screen.queryByRole('menuitem', { name: 'Edit' })
}

describe('PostPage of my own post', () => {
  it('offers the comment box and Edit while the post stands', async () => {
    await renderMine(mine)
    expect(screen.getByLabelText('Your comment')).toBeTruthy()
    expect(await actions()).not.toBeNull()
  })

  it('offers neither once an admin banned it, and says why (it stays deletable)', async () => {
    await renderMine({
      ...mine,
      bannedAt: '2026-11-28T09:00:00.000Z',
      can: { edit: false, delete: true, like: true, interact: false, report: false },
    })
    expect(screen.getByTestId('banned-note').textContent).toBe(
      'An admin banned this. Only you and admins can see it.',
    )
    expect(screen.queryByLabelText('Your comment')).toBeNull()
    expect(screen.getByTestId('frozen-note').textContent).toBe(
      'While the ban stands, nobody can edit or comment on this post.',
    )
    expect(await actions()).toBeNull()
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy()
  })

  it('offers what the server’s `can` says, not what the page would guess from the author', async () => {
    await renderMine({
      ...mine,
      can: { edit: false, delete: false, like: true, interact: true, report: true },
    })
    expect(await actions()).toBeNull()
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull()
    expect(screen.getByRole('menuitem', { name: 'Report this post' })).toBeTruthy()
  })
})

describe('The comment box', () => {
  it('asks before a half-written comment is left behind (it went without a word), and not once it is sent', async () => {
    await renderMine(mine, (request) =>
      request.method === 'POST'
        ? json(201, { comment: exampleComment, commentCount: 1 })
        : json(200, { items: [], nextCursor: null }),
    )
    const box = screen.getByLabelText('Your comment')
    expect(hasUnsavedChanges()).toBe(false)
    await userEvent.type(box, 'Great notes')
    expect(hasUnsavedChanges()).toBe(true)
    await userEvent.clear(box)
    expect(hasUnsavedChanges()).toBe(false)

    await userEvent.type(box, 'Great notes')
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }))
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''))
    expect(hasUnsavedChanges()).toBe(false)
  })
})
