import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../test/i18n'
import { pendingFetch } from '../../test/test-fetch'
import { MarkdownTextArea } from './MarkdownTextArea'
import { renderMarkdown } from './render'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => vi.unstubAllGlobals())

function Editor({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  return (
    <MarkdownTextArea
      label="Content"
      name="content"
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  )
}

function renderEditor(initial: string, caret: number) {
  render(
    <I18nextProvider i18n={i18n}>
      <Editor initial={initial} />
    </I18nextProvider>,
  )
  const textarea = screen.getByLabelText('Content') as HTMLTextAreaElement
  textarea.focus()
  textarea.setSelectionRange(caret, caret)
  return textarea
}

const pasteImage = (textarea: HTMLTextAreaElement) =>
  fireEvent.paste(textarea, {
    clipboardData: { files: [new File(['png'], 'shot.png', { type: 'image/png' })] },
  })

const PLACEHOLDER = /!\[Uploading the image…\]\(uploading:\d+\)/

describe('MarkdownTextArea', () => {
  it('holds the caret’s place while uploading and puts the link there, whatever is typed meanwhile', async () => {
    const { fetch, release } = pendingFetch(201, { url: '/api/storage/media/x.webp', width: 2, height: 2 })
    const textarea = renderEditor('Heart  chambers', 6)
    pasteImage(textarea)
    expect(textarea.value).toMatch(new RegExp(`^Heart ${PLACEHOLDER.source} chambers$`))
    expect(screen.getByRole('status').textContent).toBe('Uploading the image…')
    expect(textarea.getAttribute('aria-busy')).toBe('true')
    // The placeholder loads nothing if the form is saved before the upload ends.
    expect(renderMarkdown(textarea.value)).not.toContain('<img')

    await userEvent.type(textarea, ' (left)', { initialSelectionStart: textarea.value.length })
    release()
    await waitFor(() => expect(textarea.value).toBe('Heart ![](/api/storage/media/x.webp) chambers (left)'))
    expect(screen.queryByRole('status')).toBeNull()
    expect(new URL(fetch.mock.calls[0]?.[0].url ?? '').pathname).toBe('/api/media')
  })

  it('takes the placeholder out again and says why when the upload is refused', async () => {
    const { release } = pendingFetch(400, { error: { code: 'INVALID_IMAGE', message: 'x' } })
    const textarea = renderEditor('Before', 6)
    pasteImage(textarea)
    expect(textarea.value).toMatch(PLACEHOLDER)
    release()
    await waitFor(() => expect(textarea.value).toBe('Before'))
    expect(screen.getByRole('alert').textContent).toMatch(/^The image was not added: /)
    expect(textarea.getAttribute('aria-busy')).toBe('false')
  })

  it('leaves a paste of text to the browser', () => {
    const { fetch } = pendingFetch(201, {})
    const textarea = renderEditor('', 0)
    fireEvent.paste(textarea, { clipboardData: { files: [] } })
    expect(fetch).not.toHaveBeenCalled()
    expect(textarea.value).toBe('')
  })
})
