import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'
import { confirmHint } from '../../../ui/confirm'
import { withLoading } from '../../../ui/loading'
import { toast } from '../../../ui/toast'
import { useDeleteBook } from '../mutations'

export function DeleteBook({ book }: { book: Book }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const remove = useDeleteBook(book)

  const handleDelete = async () => {
    if (!(await confirmHint('delete-book', { title: book.title }))) return
    try {
      await withLoading(remove.mutateAsync())
    } catch {
      return // the query client has told the user why
    }
    toast(t('books.deleted'), 'success')
    await navigate({ to: '/mine', replace: true })
    remove.forget()
  }

  return (
    <section className="flex flex-col gap-2" aria-labelledby="delete-book">
      <h2 id="delete-book" className="text-lg font-semibold text-error">
        {t('books.delete')}
      </h2>
      <p className="text-sm text-base-content/70">{t('books.delete-hint')}</p>
      <button type="button" className="btn btn-error btn-outline" onClick={handleDelete}>
        {t('books.delete')}
      </button>
    </section>
  )
}
