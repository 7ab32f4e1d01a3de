import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PublicProfile } from '../../../../shared/accounts'
import { initTestI18n } from '../../../test/i18n'
import { pendingFetch } from '../../../test/test-fetch'
import { profileKeys, profileQueryOptions } from '../../profiles/queries'
import { FollowButton } from './FollowButton'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => vi.unstubAllGlobals())

const profile = {
  id: 'u2',
  name: 'Bea',
  followerCount: 3,
  relationship: { isFollowing: false, followsMe: false, isBlocking: false, blocksMe: false },
} as PublicProfile

function Profile() {
  const { data } = useQuery({ ...profileQueryOptions('u2'), staleTime: Number.POSITIVE_INFINITY })
  if (!data) return null
  return (
    <>
      <span data-testid="followers">{data.followerCount}</span>
      <FollowButton userId={data.id} isFollowing={data.relationship?.isFollowing ?? false} />
    </>
  )
}

function setup(me = 'me') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  queryClient.setQueryData(profileKeys.me(), { id: me })
  queryClient.setQueryData(profileKeys.detail('u2'), profile)
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Profile />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return queryClient
}

describe('FollowButton', () => {
  it('follows at once and keeps the count the server answers', async () => {
    const { fetch, release } = pendingFetch(200, { userId: 'u2', isFollowing: true, followerCount: 8 })
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy())
    expect(screen.getByTestId('followers').textContent).toBe('4')
    const request = fetch.mock.calls[0]?.[0] as Request
    expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/api/users/u2/follow'])
    act(release)
    await waitFor(() => expect(screen.getByTestId('followers').textContent).toBe('8'))
  })

  it('rolls back when a block refuses it', async () => {
    const { release } = pendingFetch(403, { error: { code: 'BLOCKED', message: 'blocked' } })
    const queryClient = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }))
    await waitFor(() => expect(screen.getByTestId('followers').textContent).toBe('4'))
    act(release)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy())
    expect(queryClient.getQueryData(profileKeys.detail('u2'))).toEqual(profile)
  })

  it('is not there on my own profile', () => {
    setup('u2')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
