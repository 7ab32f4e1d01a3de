import { type ClipboardEvent, type ComponentProps, type DragEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, errorMessage, unwrap } from '../../lib/api'
import { TextAreaField } from '../../shell/TextAreaField'

type Upload = { state: 'idle' } | { state: 'uploading' } | { state: 'failed'; message: string }

function imagesOf(items: DataTransfer | null): File[] {
  return [...(items?.files ?? [])].filter((file) => file.type.startsWith('image/'))
}

/**
 * Puts text into a textarea as if typed, so React's onChange (and the form's) see it, and the
 * browser's undo keeps it.
 */
function insertAtCaret(textarea: HTMLTextAreaElement, text: string) {
  const { selectionStart, selectionEnd, value } = textarea
  const next = value.slice(0, selectionStart) + text + value.slice(selectionEnd)
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
  setValue?.call(textarea, next)
  textarea.dispatchEvent(new Event('input', { bubbles: true }))
  textarea.setSelectionRange(selectionStart + text.length, selectionStart + text.length)
}

/**
 * A Markdown field that takes images: pasting or dropping one uploads it (POST /api/media) and
 * writes `![](its url)` where the caret is, saying so while it uploads and if it fails.
 */
export function MarkdownTextArea(props: ComponentProps<typeof TextAreaField>) {
  const { t } = useTranslation()
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })

  const uploadAll = async (textarea: HTMLTextAreaElement, files: File[]) => {
    setUpload({ state: 'uploading' })
    try {
      const links: string[] = []
      for (const file of files) {
        const image = await unwrap(api.media.$post({ form: { file } }))
        links.push(`![](${image.url})`)
      }
      insertAtCaret(textarea, links.join('\n'))
      setUpload({ state: 'idle' })
    } catch (error) {
      setUpload({ state: 'failed', message: errorMessage(error) })
    }
  }

  const handlePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = imagesOf(event.clipboardData)
    if (files.length === 0) return
    event.preventDefault()
    void uploadAll(event.currentTarget, files)
  }
  const handleDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const files = imagesOf(event.dataTransfer)
    if (files.length === 0) return
    event.preventDefault()
    void uploadAll(event.currentTarget, files)
  }

  return (
    <div>
      <TextAreaField
        {...props}
        onPaste={handlePaste}
        onDrop={handleDrop}
        aria-busy={upload.state === 'uploading'}
      />
      {upload.state === 'uploading' && (
        <p role="status" className="text-sm text-base-content/70">
          <span className="loading loading-spinner loading-xs mr-1 align-middle" aria-hidden="true" />
          {t('markdown.uploading')}
        </p>
      )}
      {upload.state === 'failed' && (
        <p role="alert" className="text-sm text-error">
          {t('markdown.upload-failed', { reason: upload.message })}
        </p>
      )}
    </div>
  )
}
