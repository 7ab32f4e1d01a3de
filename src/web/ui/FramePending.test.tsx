import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FirstRenderSliced, keepFrame, PagePending, releaseFrame } from './FramePending'

afterEach(() => releaseFrame())

function frameWith(title: string): HTMLElement {
  const frame = document.createElement('div')
  frame.innerHTML = `<header>Pointbook</header><main><h1>${title}</h1><p>The start of the card</p></main>`
  return frame
}

/** The page's text at each commit of the app: what the screen showed, in order. */
function renderApp(commits: string[]) {
  // Records what is on screen at the root's first commit and at each later one of the page.
  function Snapshot() {
    useLayoutEffect(() => {
      commits.push(document.body.textContent ?? '')
    })
    return null
  }
  function Page() {
    useLayoutEffect(() => {
      commits.push(document.body.textContent ?? '')
    }, [])
    return <h1>The app’s page</h1>
  }
  const root = createRootRoute({
    component: () => (
      <>
        <FirstRenderSliced>
          <Page />
        </FirstRenderSliced>
        <Snapshot />
      </>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  return act(async () => {
    await router.load()
    render(<RouterProvider router={router} />)
  })
}

describe('FirstRenderSliced', () => {
  it('keeps the frame on screen, then puts the app there once rendered in the background', async () => {
    keepFrame(frameWith('Cell biology'))
    const commits: string[] = []
    await renderApp(commits)
    expect(commits[0]).toContain('Cell biology')
    expect(commits[0]).not.toContain('The app’s page')
    expect(screen.getByRole('heading', { name: 'The app’s page' })).toBeTruthy()
    expect(screen.queryByText('Cell biology')).toBeNull()
  })

  it('renders at once where no frame was kept (the native shell, a later start)', async () => {
    keepFrame(null)
    const commits: string[] = []
    await renderApp(commits)
    expect(commits[0]).toContain('The app’s page')
  })
})

describe('PagePending', () => {
  it('keeps showing the frame’s page part when one pending state gives way to another', () => {
    keepFrame(frameWith('Mitochondria'))
    const { rerender } = render(<PagePending key="router" />)
    expect(screen.getByRole('heading', { name: 'Mitochondria' })).toBeTruthy()
    // The nodes were moved out of the frame: a second pending state reads them once, not again.
    rerender(<PagePending key="page" />)
    expect(screen.getByRole('heading', { name: 'Mitochondria' })).toBeTruthy()
    expect(screen.getByText('The start of the card')).toBeTruthy()
  })
})
