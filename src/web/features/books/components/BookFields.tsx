import { useTranslation } from 'react-i18next'
import { BOOK_DESCRIPTION_MAX, type Visibility } from '../../../../shared/books'
import type { FieldErrors } from '../../../lib/form'
import { Field } from '../../../ui/Field'
import { TextAreaField } from '../../../ui/TextAreaField'

export interface BookValues {
  title: string
  description: string
  visibility: Visibility
  allowCopy: boolean
  slug: string
}

interface BookFieldsProps {
  values: BookValues
  errors: FieldErrors
  onChange(patch: Partial<BookValues>): void
  /** On a new book the link may stay empty: one is made from the title. */
  isNew: boolean
}

/** The fields of a book, shared by "New book" and the book's settings. */
export function BookFields({ values, errors, onChange, isNew }: BookFieldsProps) {
  const { t } = useTranslation()
  const choices = [
    { value: 'public', label: t('books.public'), hint: t('books.public-hint') },
    { value: 'private', label: t('books.private'), hint: t('books.private-hint') },
  ] as const
  return (
    <>
      <Field
        label={t('books.title')}
        name="title"
        value={values.title}
        error={errors.title}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <TextAreaField
        label={t('books.description')}
        name="description"
        rows={3}
        max={BOOK_DESCRIPTION_MAX}
        value={values.description}
        error={errors.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <fieldset className="fieldset py-1">
        <legend className="fieldset-legend pb-1">{t('books.visibility')}</legend>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-box p-2 hover:bg-base-200"
          >
            <input
              type="radio"
              name="visibility"
              className="radio radio-primary radio-sm mt-0.5"
              checked={values.visibility === choice.value}
              onChange={() => onChange({ visibility: choice.value })}
            />
            <span className="flex flex-col">
              <span className="text-sm font-medium">{choice.label}</span>
              <span className="text-sm text-base-content/70">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="flex cursor-pointer items-start gap-3 rounded-box p-2 hover:bg-base-200">
        <input
          type="checkbox"
          name="allowCopy"
          className="toggle toggle-primary toggle-sm mt-0.5"
          checked={values.allowCopy}
          onChange={(e) => onChange({ allowCopy: e.target.checked })}
        />
        <span className="flex flex-col">
          <span className="text-sm font-medium">{t('books.allow-copy')}</span>
          <span className="text-sm text-base-content/70">{t('books.allow-copy-hint')}</span>
        </span>
      </label>
      <Field
        label={isNew ? t('books.slug-optional') : t('books.slug')}
        name="slug"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint={isNew ? t('books.slug-hint') : t('books.slug-hint-edit')}
        value={values.slug}
        error={errors.slug}
        onChange={(e) => onChange({ slug: e.target.value })}
      />
    </>
  )
}
