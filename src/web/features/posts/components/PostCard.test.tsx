import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { examplePost } from '../../../../shared/examples'
import type { Post } from '../../../../shared/posts'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { PostCard } from './PostCard'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})

async function showInFeed(post: Post) {
  renderInApp(() => <PostCard post={post} />, { i18n })
  await screen.findByTestId('post-card')
}

describe('PostCard in a feed', () => {
  it('shows no made-up title for a post without one, and its time opens it', async () => {
    const post = { ...(examplePost as Post), title: '', slug: 'a1b2c3' }
    await showInFeed(post)
    expect(screen.queryByText('Untitled post')).toBeNull()
    const time = screen.getByRole('link', {
      name: new RegExp(String(new Date(post.createdAt).getFullYear())),
    })
    expect(time.getAttribute('href')).toBe('/posts/a1b2c3')
  })

  it('links a title to its post', async () => {
    await showInFeed({ ...(examplePost as Post), title: 'Krebs cycle', slug: 'krebs' })
    expect(screen.getByRole('link', { name: 'Krebs cycle' }).getAttribute('href')).toBe('/posts/krebs')
  })
})
