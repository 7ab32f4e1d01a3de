import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  POINT_CONTENT_MAX,
  POINT_DESCRIPTION_MAX,
  POINT_SECTION_DESCRIPTION_MAX,
  type PointCreateInput,
} from '../../../../shared/points'
import type { FieldErrors } from '../../../lib/form'
import { Field } from '../../../ui/Field'
import { TextAreaField } from '../../../ui/TextAreaField'
import { MarkdownTextArea } from '../../markdown/MarkdownTextArea'

export type PointValues = Required<PointCreateInput>

interface PointFieldsProps {
  values: PointValues
  errors: FieldErrors
  onChange(patch: Partial<PointValues>): void
  /** The book's section titles, offered while typing one. */
  sections: string[]
}

export function PointFields({ values, errors, onChange, sections }: PointFieldsProps) {
  const { t } = useTranslation()
  const listId = useId()
  const text = (name: keyof PointValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  })
  return (
    <>
      <Field label={t('points.title')} {...text('title')} />
      <TextAreaField
        label={t('points.description')}
        rows={2}
        max={POINT_DESCRIPTION_MAX}
        {...text('description')}
      />
      <MarkdownTextArea
        label={t('points.content')}
        rows={8}
        max={POINT_CONTENT_MAX}
        hint={t('points.markdown-hint')}
        className="font-mono text-sm"
        {...text('content')}
      />
      <MarkdownTextArea
        label={t('points.hidden-content')}
        rows={4}
        max={POINT_CONTENT_MAX}
        hint={t('points.hidden-hint')}
        className="font-mono text-sm"
        {...text('hiddenContent')}
      />
      <fieldset className="fieldset mt-2 rounded-box border border-base-300 p-3">
        <legend className="fieldset-legend px-1">{t('points.organize')}</legend>
        <Field label={t('points.section-title')} list={listId} autoComplete="off" {...text('sectionTitle')} />
        <datalist id={listId}>
          {sections.map((title) => (
            <option key={title} value={title} />
          ))}
        </datalist>
        <TextAreaField
          label={t('points.section-description')}
          rows={2}
          max={POINT_SECTION_DESCRIPTION_MAX}
          {...text('sectionDescription')}
        />
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field label={t('points.major-name')} {...text('majorName')} />
          <Field label={t('points.field-name')} {...text('fieldName')} />
        </div>
      </fieldset>
    </>
  )
}
