import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'
import { PointCreateInput, type PointDetail } from '../../../../shared/points'
import { sectionTitleIn } from '../../../../shared/section-order'
import { useFormSubmit } from '../../../lib/form'
import { onTabListKeyDown, tabStop } from '../../../lib/tab-keys'
import { DraftNotice } from '../../../ui/DraftNotice'
import { FormAlert } from '../../../ui/FormAlert'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { toast } from '../../../ui/toast'
import { useDraft } from '../../../ui/use-draft'
import { useSignedInId } from '../../session/use-signed-in-id'
import { useCreatePoint, useUpdatePoint } from '../mutations'
import { PointFields, type PointValues } from './PointFields'
import { PointView } from './PointView'

/** The form's fields are the create input's, empty for a new point or the point's own. */
const FIELD_NAMES = Object.keys(PointCreateInput.shape) as (keyof PointValues)[]

function initialValues(point?: PointDetail, book?: Book): PointValues {
  const values = Object.fromEntries(FIELD_NAMES.map((name) => [name, point?.[name] ?? ''])) as PointValues
  // The field shows its section's description, which the book shows: a point's own may be empty.
  if (point && book) values.sectionDescription ||= describedAs(book, point.sectionTitle)
  return values
}

/** A section's description as its book shows it ("" for a section it does not have yet). */
function describedAs(book: Book, title: string): string {
  const sections = book.sections ?? []
  const own = sectionTitleIn(
    sections.map((section) => section.title),
    title.trim(),
  )
  return sections.find((section) => section.title === own)?.description ?? ''
}

interface PointFormProps {
  book: Book
  /** Editing this point; without it the form adds a point at the end of the book. */
  point?: PointDetail
  onSaved(point: PointDetail): void
}

/** Write a point, or see it exactly as readers will (the point page's own `PointView`). */
export function PointForm({ book, point, onSaved }: PointFormProps) {
  const { t } = useTranslation()
  const ids = useId()
  const create = useCreatePoint(book.id)
  const update = useUpdatePoint(point?.id ?? '')
  const [tab, setTab] = useState<'write' | 'preview'>('write')
  // A new point's draft is the book's, an edit's the point's: neither opens in the other.
  const userId = useSignedInId()
  const draft = useDraft(
    userId,
    point ? `point:${point.id}` : `point:new:${book.id}`,
    initialValues(point, book),
  )
  const { values, setValues } = draft
  const formRef = useRef<HTMLFormElement>(null)
  const isAddingAnother = useRef(false)
  const form = useFormSubmit(
    PointCreateInput,
    async (input) => {
      const saved = point ? await update.mutateAsync(input) : await create.mutateAsync(input)
      toast(point ? t('common.success') : t('points.created'), 'success')
      if (point || !isAddingAnother.current) return onSaved(saved)
      // The next point goes into the same section, major and field: keep them, clear the rest.
      const { sectionTitle, sectionDescription, majorName, fieldName } = saved
      setValues({ ...initialValues(), sectionTitle, sectionDescription, majorName, fieldName })
      formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
    },
    { guard: draft.guard },
  )

  // Another section brings its own description, unless the one shown was written here: a
  // section's description is the whole section's (docs/decisions/010-sections.md).
  const sectionDescriptionFor = (patch: Partial<PointValues>): Partial<PointValues> => {
    if (patch.sectionTitle === undefined) return {}
    const shown = values.sectionDescription
    if (shown !== '' && shown !== describedAs(book, values.sectionTitle)) return {}
    return { sectionDescription: describedAs(book, patch.sectionTitle) }
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    isAddingAnother.current = submitter?.getAttribute('value') === 'another'
    // A refused field must be visible to be fixed.
    setTab('write')
    void form.submit(values)
  }
  const { errors, isBusy } = form

  const tabs = [
    { name: 'write', label: t('points.write') },
    { name: 'preview', label: t('points.preview') },
  ] as const
  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      onChange={form.handleChange}
      noValidate
      className="flex flex-col gap-3"
    >
      <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discardDraft} />
      <div
        role="tablist"
        onKeyDown={onTabListKeyDown}
        className="tabs tabs-box grid grid-cols-[repeat(auto-fit,minmax(min(100%,6rem),1fr))]"
      >
        {tabs.map(({ name, label }) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${ids}-${name}-tab`}
            aria-selected={tab === name}
            tabIndex={tabStop(tab === name)}
            aria-controls={`${ids}-${name}`}
            className={`tab ${tab === name ? 'tab-active' : ''}`}
            onClick={() => setTab(name)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-write`} aria-labelledby={`${ids}-write-tab`} hidden={tab !== 'write'}>
        <PointFields
          values={values}
          errors={errors}
          sections={(book.sections ?? []).map((section) => section.title).filter(Boolean)}
          onChange={(patch) => setValues({ ...values, ...patch, ...sectionDescriptionFor(patch) })}
        />
      </div>
      <div
        role="tabpanel"
        id={`${ids}-preview`}
        aria-labelledby={`${ids}-preview-tab`}
        hidden={tab !== 'preview'}
        className="rounded-box p-4 ring-1 ring-base-300"
      >
        {tab === 'preview' && (
          <PointView point={{ ...values, title: values.title || t('points.untitled') }} />
        )}
      </div>
      <FormAlert form={form} />
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <button type="submit" className="btn btn-primary sm:flex-1" disabled={isBusy}>
          <SubmitSpinner form={form} />
          {point ? t('common.save') : t('points.add')}
        </button>
        {!point && (
          <button type="submit" name="then" value="another" className="btn sm:flex-1" disabled={isBusy}>
            {t('points.save-and-add')}
          </button>
        )}
      </div>
    </form>
  )
}
