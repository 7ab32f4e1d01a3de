import { onlineManager, QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { NoteForm } from '../features/notes/components/NoteForm'
import { initTestI18n } from '../test/i18n'
import { OfflineBanner } from './OfflineBanner'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => act(() => onlineManager.setOnline(true)))

/** A note form whose save is a mutation, as on the point page, under the offline banner. */
function NotePage({ send }: { send: (content: string) => Promise<unknown> }) {
  const save = useMutation({ mutationFn: send })
  return (
    <>
      <OfflineBanner />
      <NoteForm label="New note" submitLabel="Add note" onSave={(content) => save.mutateAsync(content)} />
    </>
  )
}

function renderPage() {
  const send = vi.fn(async (_content: string) => ({}))
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <NotePage send={send} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { send }
}

describe('offline', () => {
  it('shows the banner only while the network is gone', () => {
    renderPage()
    expect(screen.queryByRole('status')).toBeNull()
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('status').textContent).toContain(
      'You are offline. Changes will be sent when you are back online.',
    )
    act(() => onlineManager.setOnline(true))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('holds a note written offline, says it waits, and sends it once back online', async () => {
    const { send } = renderPage()
    act(() => onlineManager.setOnline(false))
    await userEvent.type(screen.getByLabelText('New note'), 'Osmosis')
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }))

    const form = screen.getByRole('button', { name: 'Add note' }).closest('form') as HTMLFormElement
    await waitFor(() =>
      expect(form.querySelector('[role=status]')?.textContent).toBe(
        'You are offline: this will be sent when you are back online.',
      ),
    )
    expect(screen.getByText('Waiting to send: 1')).toBeTruthy()
    // Waiting, not spinning: nothing turns while the network is gone.
    expect(form.querySelector('.loading')).toBeNull()
    expect(send).not.toHaveBeenCalled()

    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(send).toHaveBeenCalledWith('Osmosis', expect.anything()))
    await waitFor(() => expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe(''))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('asks before the page is left while a write waits, and not otherwise', async () => {
    renderPage()
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(leave()).toBe(false)
    act(() => onlineManager.setOnline(false))
    await userEvent.type(screen.getByLabelText('New note'), 'Osmosis')
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }))
    await screen.findByText('Waiting to send: 1')
    expect(leave()).toBe(true)
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(screen.queryByText('Waiting to send: 1')).toBeNull())
    expect(leave()).toBe(false)
  })
})
