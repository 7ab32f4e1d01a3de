import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Markdown } from './Markdown'
import { markdownReady, preloadMarkdown } from './renderer'

describe('Markdown', () => {
  // First in this file: the renderer has not been asked for yet.
  it('shows the source as text while the renderer loads, then the rendered content', async () => {
    const source = '# Osmosis\n\nWater moves **in**.\n\n<b>not bold</b>'
    const { container } = render(<Markdown source={source} className="mt-2" />)
    expect(container.firstElementChild?.textContent).toBe(source)
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelector('h1, strong')).toBeNull()

    expect(await screen.findByRole('heading', { level: 1, name: 'Osmosis' })).toBeDefined()
    expect(screen.getByText('in').tagName).toBe('STRONG')
    expect(screen.getByText('<b>not bold</b>').tagName).toBe('P')
    expect(container.firstElementChild?.className).toBe('markdown mt-2')
    expect(container.firstElementChild?.hasAttribute('aria-busy')).toBe(false)
  })

  it('renders at once, never as source, once the renderer has loaded', async () => {
    await preloadMarkdown()
    await markdownReady()
    const { container } = render(<Markdown source={'Water moves **in**.'} />)
    expect(container.querySelector('[aria-busy]')).toBeNull()
    expect(screen.getByText('in').tagName).toBe('STRONG')
  })

  it('lets the text set its own direction: Arabic or Hebrew reads right to left', async () => {
    await preloadMarkdown()
    const { container } = render(<Markdown source={'الخلية هي **وحدة** الحياة'} />)
    expect(container.firstElementChild?.getAttribute('dir')).toBe('auto')
  })
})
