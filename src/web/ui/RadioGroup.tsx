/**
 * A labelled group of radio buttons that wrap onto more lines on a narrow screen; `null` checks
 * none (an optional choice nothing is picked for in advance).
 */
export function RadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: readonly { value: Value; label: string }[]
  value: Value | null
  onChange(value: Value): void
}) {
  return (
    <fieldset className="fieldset">
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
    </fieldset>
  )
}
