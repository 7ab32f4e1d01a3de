import { Link } from '@tanstack/react-router'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../test/i18n'
import { renderInApp } from '../../test/render-in-app'
import { SEARCH_DEBOUNCE_MS, SearchField } from './SearchField'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => vi.useRealTimers())

/** The field in a top bar that stays on every page, as the app's wide layout has it. */
async function renderApp(at: string) {
  const { router } = renderInApp(
    () => (
      <>
        <SearchField />
        <Link to="/points/$id" params={{ id: 'p1' }}>
          A hit
        </Link>
      </>
    ),
    { i18n, at },
  )
  return { router, field: await screen.findByRole('searchbox', { name: 'Search' }) }
}

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))

describe('SearchField', () => {
  it('goes to /search with the words once typing pauses', async () => {
    const { router, field } = await renderApp('/')
    fireEvent.change(field, { target: { value: 'cells' } })
    await wait(SEARCH_DEBOUNCE_MS + 10)
    expect(router.state.location.pathname).toBe('/search')
    expect(router.state.location.search).toEqual({ q: 'cells' })
  })

  it('a hit followed within the pause stays open: the waiting words are forgotten', async () => {
    const { router, field } = await renderApp('/search?q=cell')
    fireEvent.change(field, { target: { value: 'cells' } })
    fireEvent.click(screen.getByRole('link', { name: 'A hit' }))
    await wait(SEARCH_DEBOUNCE_MS * 4)
    expect(router.state.location.pathname).toBe('/points/p1')
    expect(router.history.length).toBe(2)
  })
})
