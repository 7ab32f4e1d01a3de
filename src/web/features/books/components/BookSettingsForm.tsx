import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Book, BookUpdateInput } from '../../../../shared/books'
import { useFormSubmit } from '../../../lib/form'
import { FormAlert } from '../../../ui/FormAlert'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { toast } from '../../../ui/toast'
import { useLeaveGuard } from '../../../ui/use-leave-guard'
import { useUpdateBook } from '../mutations'
import { BookFields } from './BookFields'

/** Title, description, link, visibility and copying; the address follows a new link. */
export function BookSettingsForm({ book, address }: { book: Book; address: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const update = useUpdateBook(book)
  const [initial] = useState(() => ({
    title: book.title,
    description: book.description,
    visibility: book.visibility,
    allowCopy: book.allowCopy,
    slug: book.slug,
  }))
  const [values, setValues] = useState(initial)
  const guard = useLeaveGuard(values, initial)
  const form = useFormSubmit(
    BookUpdateInput,
    async (input) => {
      const updated = await update.mutateAsync(input)
      toast(t('books.settings-saved'), 'success')
      if (address !== updated.id && address !== updated.slug)
        await navigate({ to: '/books/$id/setting', params: { id: updated.slug }, replace: true })
    },
    { guard },
  )

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(values)
  }
  const { errors, isBusy } = form

  return (
    <form
      onSubmit={handleSubmit}
      onChange={form.handleChange}
      noValidate
      className="flex flex-col gap-1"
      aria-labelledby="book-settings"
    >
      <h2 id="book-settings" className="text-lg font-semibold">
        {t('books.details')}
      </h2>
      <BookFields
        values={values}
        errors={errors}
        isNew={false}
        onChange={(patch) => setValues({ ...values, ...patch })}
      />
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary mt-3" disabled={isBusy}>
        <SubmitSpinner form={form} />
        {t('common.save')}
      </button>
    </form>
  )
}
