import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Book } from '../../../../shared/books'
import { initTestI18n } from '../../../test/i18n'
import { pendingFetch } from '../../../test/test-fetch'
import { PointForm } from './PointForm'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => vi.unstubAllGlobals())

const book = { id: 'b1', sections: [{ title: 'Cells', pointCount: 2 }] } as Book

function renderForm() {
  const onSaved = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <PointForm book={book} onSaved={onSaved} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { onSaved }
}

describe('PointForm', () => {
  it('previews the point as readers see it, the hidden content behind Reveal', async () => {
    renderForm()
    await userEvent.type(screen.getByLabelText('Title'), 'Osmosis')
    await userEvent.type(screen.getByLabelText('Hidden content'), 'Water moves')
    await userEvent.type(screen.getByLabelText('Section'), 'Cells')
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }))
    const preview = screen.getByRole('tabpanel', { name: 'Preview' })
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true')
    expect(preview.querySelector('h1')?.textContent).toBe('Osmosis')
    expect(preview.textContent).toContain('Cells')
    const reveal = screen.getByRole('button', { name: 'Reveal' })
    expect(reveal.getAttribute('aria-expanded')).toBe('false')
    const write = screen.getByRole('tab', { name: 'Write' }).getAttribute('aria-controls') ?? ''
    expect(document.getElementById(write)?.hidden).toBe(true)
  })

  it('offers the sections the book already has', () => {
    renderForm()
    const input = screen.getByLabelText('Section') as HTMLInputElement
    expect([...(input.list?.options ?? [])].map((option) => option.value)).toEqual(['Cells'])
  })

  it('refuses a point without a title on the Write tab, without calling the server', async () => {
    const { fetch } = pendingFetch(201, {})
    const { onSaved } = renderForm()
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add point' }))
    await waitFor(() => expect(screen.getByText('Required')).toBeTruthy())
    expect(screen.getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true')
    expect(fetch).not.toHaveBeenCalled()
    expect(onSaved).not.toHaveBeenCalled()
  })
})
