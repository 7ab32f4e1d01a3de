import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Section } from '../../../../shared/books'
import { POINT_SECTION_DESCRIPTION_MAX } from '../../../../shared/points'
import { sectionTitleIn } from '../../../../shared/section-order'
import { SectionUpdateInput } from '../../../../shared/sections'
import { useFormSubmit } from '../../../lib/form'
import { confirm } from '../../../ui/confirm'
import { Field } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { TextAreaField } from '../../../ui/TextAreaField'
import { toast } from '../../../ui/toast'
import { sectionName } from '../sections'
import { useUpdateSection } from '../useUpdateSection'

interface SectionFormProps {
  bookId: string
  section: Section
  /** The book's sections: a title one of them has, or none, merges this one into it. */
  sections: readonly Section[]
  /** Saved (with the section's title now, the one it merged into after a merge) or cancelled. */
  onDone(title?: string): void
}

/**
 * Renames a section on all its points: its title and its description. A title another section
 * has, or an empty one (the points without a section), merges the two: asked first.
 */
export function SectionForm({ bookId, section, sections, onDone }: SectionFormProps) {
  const { t } = useTranslation()
  const update = useUpdateSection(bookId, true)
  const [values, setValues] = useState({ title: section.title, description: section.description })
  // Opened from its Edit button, which is gone now: the focus goes to the first field.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
  }, [])
  /** The section's title once saved: the book's spelling of one it has (sectionTitleIn). */
  const savedTitle = useRef(section.title)
  const form = useFormSubmit(SectionUpdateInput, async (input) => {
    await update.mutateAsync(input)
    toast(t('sections.saved'), 'success')
    onDone(savedTitle.current)
  })
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const title = values.title.trim()
    // Another section's title, in any case ("cells" beside "Cells"), merges the two (the server's
    // rule, sectionTitleIn); this section's own in another case only renames it.
    const others = sections.filter((other) => other.title !== section.title).map((other) => other.title)
    const into = sectionTitleIn(others, title)
    const merges = title !== section.title && (title === '' || others.includes(into))
    if (
      merges &&
      !(await confirm(
        t('sections.merge-confirm', {
          count: section.pointCount,
          from: sectionName(t, section.title),
          to: sectionName(t, into),
        }),
      ))
    )
      return
    savedTitle.current = into
    void form.submit({ section: section.title, ...values })
  }
  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      onChange={form.handleChange}
      noValidate
      className="flex flex-col gap-1"
    >
      <Field
        label={t('sections.name')}
        name="title"
        value={values.title}
        error={form.errors.title}
        onChange={(event) => setValues({ ...values, title: event.target.value })}
      />
      <TextAreaField
        label={t('sections.description')}
        name="description"
        rows={2}
        max={POINT_SECTION_DESCRIPTION_MAX}
        value={values.description}
        error={form.errors.description}
        onChange={(event) => setValues({ ...values, description: event.target.value })}
      />
      <FormAlert form={form} />
      <div className="flex justify-end gap-2 pt-1">
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => onDone()}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-sm btn-primary" disabled={form.isBusy}>
          {t('common.save')}
        </button>
      </div>
    </form>
  )
}
