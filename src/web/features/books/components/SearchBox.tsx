import { MagnifyingGlassIcon } from '@heroicons/react/24/outline'
import { type FormEvent, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

const DEBOUNCE_MS = 300

/** Searches after a short pause in typing, or at once on Enter. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch(q: string): void }) {
  const { t } = useTranslation()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const handleChange = (value: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onSearch(value.trim()), DEBOUNCE_MS)
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    clearTimeout(timer.current)
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement
    onSearch(input.value.trim())
  }

  return (
    <search className="min-w-0 flex-1">
      <form onSubmit={handleSubmit}>
        <label className="input w-full">
          <MagnifyingGlassIcon className="size-4 opacity-60" aria-hidden="true" />
          <input
            type="search"
            name="q"
            className="grow"
            defaultValue={initial}
            aria-label={t('books.search')}
            placeholder={t('books.search')}
            maxLength={100}
            onChange={(e) => handleChange(e.target.value)}
          />
        </label>
      </form>
    </search>
  )
}
