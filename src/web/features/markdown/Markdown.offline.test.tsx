import { render, screen, waitFor } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { Markdown } from './Markdown'

vi.mock('./MarkdownBody', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

it('keeps showing the source as text when the renderer cannot be loaded', async () => {
  const source = '# Osmosis\n\nWater moves **in**.'
  const { container } = render(<Markdown source={source} />)
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()

  await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull())
  expect(container.firstElementChild?.textContent).toBe(source)
  expect(screen.queryByRole('heading')).toBeNull()
})
