import { type ClipboardEvent, type ComponentProps, type DragEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, errorMessage, unwrap } from '../../lib/api'
import { TextAreaField } from '../../ui/TextAreaField'

// Each upload's placeholder is its own, so the right one is replaced whatever finishes first.
let uploadCount = 0

function imagesOf(items: DataTransfer | null): File[] {
  return [...(items?.files ?? [])].filter((file) => file.type.startsWith('image/'))
}

/**
 * Replaces `start`–`end` of a textarea's text as if typed, so React's onChange (and the form's)
 * see it; the caret stays where it was in the text around it.
 */
function splice(textarea: HTMLTextAreaElement, start: number, end: number, text: string) {
  const { selectionStart, selectionEnd, value } = textarea
  const delta = text.length - (end - start)
  const moved = (at: number) => (at <= start ? at : at >= end ? at + delta : start + text.length)
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
  setValue?.call(textarea, value.slice(0, start) + text + value.slice(end))
  textarea.dispatchEvent(new Event('input', { bubbles: true }))
  textarea.setSelectionRange(moved(selectionStart), moved(selectionEnd))
}

/** Writes `text` at the caret (over the selection) and puts the caret after it. */
function insertAtCaret(textarea: HTMLTextAreaElement, text: string) {
  const start = textarea.selectionStart
  splice(textarea, start, textarea.selectionEnd, text)
  textarea.setSelectionRange(start + text.length, start + text.length)
}

/** Swaps `from` for `to` wherever it now is (the writer may have typed meanwhile); gone, nothing. */
function replaceText(textarea: HTMLTextAreaElement, from: string, to: string) {
  const at = textarea.value.indexOf(from)
  if (at !== -1) splice(textarea, at, at + from.length, to)
}

/**
 * A Markdown field that takes images: pasting or dropping one uploads it (POST /api/media) and
 * writes `![](its url)` where the caret was, holding the place with an "Uploading the image…"
 * placeholder meanwhile (its `uploading:` source is refused by the renderer, so it never loads
 * anything) and saying why if it fails.
 */
export function MarkdownTextArea(props: ComponentProps<typeof TextAreaField>) {
  const { t } = useTranslation()
  const [uploading, setUploading] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)

  const uploadAll = async (textarea: HTMLTextAreaElement, files: File[]) => {
    uploadCount += 1
    const placeholder = `![${t('markdown.uploading')}](uploading:${uploadCount})`
    insertAtCaret(textarea, placeholder)
    setUploading((count) => count + 1)
    setFailure(null)
    try {
      const links: string[] = []
      for (const file of files) {
        const image = await unwrap(api.media.$post({ form: { file } }))
        links.push(`![](${image.url})`)
      }
      replaceText(textarea, placeholder, links.join('\n'))
    } catch (error) {
      replaceText(textarea, placeholder, '')
      setFailure(errorMessage(error))
    } finally {
      setUploading((count) => count - 1)
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
      <TextAreaField {...props} onPaste={handlePaste} onDrop={handleDrop} aria-busy={uploading > 0} />
      {uploading > 0 && (
        <p role="status" className="text-sm text-base-content/70">
          <span className="loading loading-spinner loading-xs mr-1 align-middle" aria-hidden="true" />
          {t('markdown.uploading')}
        </p>
      )}
      {failure !== null && (
        <p role="alert" className="text-sm text-error">
          {t('markdown.upload-failed', { reason: failure })}
        </p>
      )}
    </div>
  )
}
