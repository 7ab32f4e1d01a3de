import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NOTE_CONTENT_MAX, NoteInput } from '../../../../shared/notes'
import { useFormSubmit } from '../../../lib/form'
import { FormAlert } from '../../../ui/FormAlert'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { useLeaveGuard } from '../../../ui/use-leave-guard'
import { MarkdownTextArea } from '../../markdown/MarkdownTextArea'

interface NoteFormProps {
  initial?: string
  label: string
  submitLabel: string
  onSave(content: string): Promise<unknown>
  onCancel?: () => void
}

/** A note's Markdown text; empties itself after a new note is saved. */
export function NoteForm({ initial = '', label, submitLabel, onSave, onCancel }: NoteFormProps) {
  const { t } = useTranslation()
  const [content, setContent] = useState(initial)
  const guard = useLeaveGuard(content, initial)
  const form = useFormSubmit(
    NoteInput,
    async (input) => {
      await onSave(input.content)
      if (!initial) setContent('')
    },
    { guard },
  )

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit({ content })
  }
  const { errors, isBusy } = form

  return (
    <form onSubmit={handleSubmit} onChange={form.handleChange} noValidate className="flex flex-col gap-1">
      <MarkdownTextArea
        label={label}
        name="content"
        rows={3}
        max={NOTE_CONTENT_MAX}
        hint={t('notes.hint')}
        value={content}
        error={errors.content}
        onChange={(e) => setContent(e.target.value)}
      />
      <FormAlert form={form} />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <button type="button" className="btn btn-sm btn-ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn-sm btn-primary" disabled={isBusy}>
          <SubmitSpinner form={form} size="xs" />
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
