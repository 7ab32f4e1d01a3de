import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BOOK_TITLE_MAX, type Book, BookCopyInput } from '../../../../shared/books'
import { useFormSubmit } from '../../../lib/form'
import { Field } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { toast } from '../../../ui/toast'
import { useCopyBook } from '../mutations'

/** "<title> (copy)" in the reader's language, within the title limit. */
function useCopyTitle(title: string): string {
  const { t } = useTranslation()
  const suffix = t('books.copy-suffix')
  return `${title.slice(0, BOOK_TITLE_MAX - suffix.length).trimEnd()}${suffix}`
}

/**
 * Copying a book, named at once: the copy's title starts as "<title> (copy)", selected so typing
 * replaces it; then the new book's page.
 */
export function CopyBookPanel({ book, id, onClose }: { book: Book; id: string; onClose(): void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const copy = useCopyBook(book)
  const [title, setTitle] = useState(useCopyTitle(book.title))
  const panel = useRef<HTMLFormElement>(null)
  useEffect(() => {
    panel.current?.querySelector('input')?.select()
  }, [])
  const form = useFormSubmit(BookCopyInput, async (input) => {
    const created = await copy.mutateAsync(input)
    toast(t('books.copied'), 'success')
    await navigate({ to: '/books/$id', params: { id: created.slug } })
  })

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit({ title })
  }

  return (
    <form
      id={id}
      ref={panel}
      onSubmit={handleSubmit}
      onChange={form.handleChange}
      noValidate
      className="rounded-box bg-base-200 p-4"
    >
      <p className="text-sm">{t('books.copy-confirm')}</p>
      <Field
        label={t('books.copy-title')}
        name="title"
        value={title}
        maxLength={BOOK_TITLE_MAX}
        error={form.errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <FormAlert form={form} />
      <div className="mt-2 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={form.isBusy}>
          <SubmitSpinner form={form} />
          {t('books.copy-submit')}
        </button>
      </div>
    </form>
  )
}
