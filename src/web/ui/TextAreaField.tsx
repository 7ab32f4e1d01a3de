import { type TextareaHTMLAttributes, useId } from 'react'
import { useTranslation } from 'react-i18next'

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  name: string
  value: string
  /** A key of the `validation` catalog section. */
  error?: string | undefined
  hint?: string
  /** Shows "used / max" under the box; the shared schema still decides what is too long. */
  max?: number
  /**
   * The field must be filled: the box is `required` (screen readers say so) and this word is
   * shown beside the label from the start, so nobody meets the rule only on submit.
   */
  requiredMark?: string
}

/** `Field` for multi-line text: a labelled textarea with its hint, counter or translated error. */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  max,
  requiredMark,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const noteId = `${id}-note`
  const note = error ? t(`validation.${error}` as 'validation.invalid') : hint
  const counter = max === undefined ? null : `${textarea.value.length} / ${max}`
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pb-1">
        {label}
        {requiredMark && (
          // Seen, not read twice: the box's `required` is what a screen reader announces.
          <span className="font-normal text-error" aria-hidden="true">
            {requiredMark}
          </span>
        )}
      </label>
      <textarea
        id={id}
        name={name}
        className={`textarea w-full ${error ? 'textarea-error' : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        required={requiredMark ? true : undefined}
        {...textarea}
      />
      {(note || counter) && (
        <p className={`label justify-between gap-2 whitespace-normal ${error ? 'text-error' : ''}`}>
          <span id={noteId}>{note}</span>
          {counter && <span className="shrink-0 tabular-nums">{counter}</span>}
        </p>
      )}
    </div>
  )
}
