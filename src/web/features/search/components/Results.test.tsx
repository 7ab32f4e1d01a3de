import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchResult } from '../../../../shared/search'
import { initTestI18n } from '../../../test/i18n'
import { Results } from './Results'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})

function renderResults(indexing: boolean) {
  const page: SearchResult = { kind: 'point', items: [], nextCursor: null, indexing }
  const query = {
    data: { pages: [page] },
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    refetch: () => undefined,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => undefined,
  }
  return render(
    <I18nextProvider i18n={i18n}>
      <Results
        q="pangolin"
        kind="point"
        isChoosing={false}
        elsewhere={[]}
        counts={undefined}
        onChoose={() => undefined}
        query={query}
      />
    </I18nextProvider>,
  )
}

describe('Results', () => {
  it('says, in the reader’s language, that results may be missing while the index is rebuilt', async () => {
    const { unmount } = renderResults(true)
    expect((await screen.findByRole('status')).textContent).toContain(
      'Search is still indexing what was written before the last update',
    )
    expect(screen.getByText('Nothing found for “pangolin”. Try fewer or shorter words.')).toBeTruthy()
    unmount()
    await i18n.changeLanguage('ja')
    renderResults(true)
    expect((await screen.findByRole('status')).textContent).toContain('索引を作成中です')
    await i18n.changeLanguage('en')
  })

  it('says nothing of the index once it is complete', async () => {
    const { unmount } = renderResults(true)
    await screen.findByRole('status')
    unmount()
    renderResults(false)
    expect(screen.getByText('Nothing found for “pangolin”. Try fewer or shorter words.')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
