import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A labelled group of radio buttons that wrap onto more lines on a narrow screen; `null` checks
 * none (an optional choice nothing is picked for in advance). `error`: a key of the `validation`
 * catalog section, said under the group (a choice that must be made).
 */
export function RadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  error,
  onChange,
}: {
  legend: string
  name: string
  options: readonly { value: Value; label: string }[]
  value: Value | null
  error?: string | undefined
  onChange(value: Value): void
}) {
  const { t } = useTranslation()
  const noteId = `${useId()}-note`
  return (
    <fieldset
      className="fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? noteId : undefined}
    >
      <legend className="fieldset-legend">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="label cursor-pointer gap-2 whitespace-normal text-base-content"
          >
            <input
              type="radio"
              name={name}
              className="radio radio-sm"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={noteId} className="label text-error whitespace-normal">
          {t(`validation.${error}` as 'validation.invalid')}
        </p>
      )}
    </fieldset>
  )
}
