import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BookCreateInput } from '../../../../shared/books'
import { useFormSubmit } from '../../../lib/form'
import { FormAlert } from '../../../ui/FormAlert'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { toast } from '../../../ui/toast'
import { useLeaveGuard } from '../../../ui/use-leave-guard'
import { useCreateBook } from '../mutations'
import { BookFields, type BookValues } from './BookFields'

// As the API's defaults: private until the owner chooses to publish.
const EMPTY: BookValues = { title: '', description: '', visibility: 'private', allowCopy: false, slug: '' }

/** A new book of mine; then its page, in place of this form in the history. */
export function NewBookForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateBook()
  const [values, setValues] = useState(EMPTY)
  const guard = useLeaveGuard(values, EMPTY)
  const form = useFormSubmit(
    BookCreateInput,
    async (input) => {
      const book = await create.mutateAsync(input)
      toast(t('books.created'), 'success')
      await navigate({ to: '/books/$id', params: { id: book.slug }, replace: true })
    },
    { guard },
  )

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(values)
  }
  const { errors, isBusy } = form

  return (
    <form onSubmit={handleSubmit} onChange={form.handleChange} noValidate className="flex flex-col gap-1">
      <BookFields
        values={values}
        errors={errors}
        isNew
        onChange={(patch) => setValues({ ...values, ...patch })}
      />
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary mt-3" disabled={isBusy}>
        <SubmitSpinner form={form} />
        {t('books.create')}
      </button>
    </form>
  )
}
