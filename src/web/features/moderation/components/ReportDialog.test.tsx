import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import dialogsEn from '../../../i18n/dialogs.en.json'
import { answerFetch, apiError, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { toastStore } from '../../../ui/toast'
import ReportDialog from './ReportDialog'

const POST_ID = '01970c70-7d03-7f94-ac2b-3f4a5b6c7d8e'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  // The dialog's host loads its strings (the dialogs part) with it.
  i18n = await initTestI18n(dialogsEn)
})
afterEach(() => {
  vi.unstubAllGlobals()
  toastStore.set([])
})

/** The dialog on a post; what each report sent to the server. */
function renderDialog(answer: () => Response = () => json(201, { id: 'r1', isNew: true })) {
  const sent: unknown[] = []
  answerFetch(async (request) => {
    sent.push(await request.json())
    return answer()
  })
  const onClose = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ReportDialog
          request={{ targetType: 'post', targetId: POST_ID, name: 'Bob’s post' }}
          onClose={onClose}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { sent, onClose }
}

describe('ReportDialog', () => {
  it('picks no reason in advance, and a report sent with none is filed as Something else', async () => {
    const { sent, onClose } = renderDialog()
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((radio) => radio.checked)).toEqual([false, false, false, false, false])
    await userEvent.type(screen.getByLabelText(/^What is wrong\?/), 'He keeps insulting me.')
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent).toEqual([
      { targetType: 'post', targetId: POST_ID, reason: 'other', content: 'He keeps insulting me.' },
    ])
  })

  it('sends the reason picked, with its starting sentence finished by the reporter', async () => {
    const { sent, onClose } = renderDialog()
    await userEvent.click(screen.getByRole('radio', { name: 'Harassment or hate' }))
    await userEvent.type(screen.getByLabelText(/^What is wrong\?/), 'slurs in every reply.')
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent).toEqual([
      {
        targetType: 'post',
        targetId: POST_ID,
        reason: 'harassment',
        content: 'This insults, threatens or targets someone: slurs in every reply.',
      },
    ])
  })

  it('marks the text required from the start, visibly and for screen readers', () => {
    renderDialog()
    const box = screen.getByRole('textbox', { name: /^What is wrong\?/ }) as HTMLTextAreaElement
    expect(box.required).toBe(true)
    // Seen beside the label before anything is sent; said once, by the box's own `required`.
    const label = document.querySelector(`label[for="${box.id}"]`) as HTMLLabelElement
    expect(label.textContent).toBe('What is wrong? (required)')
    expect(label.querySelector('[aria-hidden="true"]')?.textContent).toBe(' (required)')
    expect(screen.getByText(/^Required\. Choosing a reason starts it for you/).id).toBe(
      box.getAttribute('aria-describedby'),
    )
  })

  it('starts the text with the chosen reason’s sentence, replaced by another reason’s until it is edited', async () => {
    renderDialog()
    const box = screen.getByRole('textbox', { name: /^What is wrong\?/ }) as HTMLTextAreaElement
    expect(box.value).toBe('')
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }))
    expect(box.value).toBe('This is spam or advertising: ')
    await userEvent.click(screen.getByRole('radio', { name: 'Copyright infringement' }))
    expect(box.value).toBe("This copies someone else's work without permission: ")
    // Once the reporter wrote in it, the text is theirs: another reason leaves it as it is.
    await userEvent.type(box, 'my photo.')
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }))
    expect(box.value).toBe("This copies someone else's work without permission: my photo.")
    // Emptied, it takes the next reason's sentence again.
    await userEvent.clear(box)
    await userEvent.click(screen.getByRole('radio', { name: 'Inappropriate content' }))
    expect(box.value).toBe('This is not appropriate here because ')
  })

  it('says on the field that the text is needed when sent empty, and a chosen reason’s sentence clears it', async () => {
    const { sent } = renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    const box = screen.getByRole('textbox', { name: /^What is wrong\?/ })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please enter the report content').id).toBe(box.getAttribute('aria-describedby'))
    expect(sent).toEqual([])
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }))
    expect(box.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText('Please enter the report content')).toBeNull()
  })

  it('thanks for a new report, and says when it was added to the one already open', async () => {
    const first = renderDialog()
    await userEvent.type(screen.getByLabelText(/^What is wrong\?/), 'Spam.')
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(first.onClose).toHaveBeenCalled())
    expect(toastStore.get().map((toast) => toast.message)).toEqual(['Thanks, our team will review it'])
    cleanup()
    toastStore.set([])

    const again = renderDialog(() => json(200, { id: 'r1', isNew: false }))
    await userEvent.type(screen.getByLabelText(/^What is wrong\?/), 'Still spamming.')
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(again.onClose).toHaveBeenCalled())
    expect(toastStore.get().map((toast) => toast.message)).toEqual([
      'Added to the report you already sent on this; our team will review it',
    ])
  })

  it('says the hourly report limit is reached, and when to try again, keeping what was written', async () => {
    const { onClose } = renderDialog(() =>
      apiError(429, 'REPORT_LIMIT_REACHED', {}, { 'Retry-After': String(25 * 60) }),
    )
    await userEvent.type(screen.getByLabelText(/^What is wrong\?/), 'One more.')
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent many reports in the last hour. Please try again in 25 minutes.',
    )
    expect(onClose).not.toHaveBeenCalled()
    expect((screen.getByLabelText(/^What is wrong\?/) as HTMLTextAreaElement).value).toBe('One more.')
  })
})
