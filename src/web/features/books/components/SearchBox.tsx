import { MagnifyingGlassIcon } from '@heroicons/react/24/outline'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useTypingPause } from '../../../lib/use-typing-pause'

const DEBOUNCE_MS = 300

/** Searches after a short pause in typing, or at once on Enter. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch(q: string): void }) {
  const { t } = useTranslation()
  const pause = useTypingPause(DEBOUNCE_MS, (value) => onSearch(value.trim()))

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    pause.cancel()
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement
    onSearch(input.value.trim())
  }

  return (
    <search className="min-w-0 grow basis-48">
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
            onChange={pause.onChange}
            onCompositionEnd={pause.onCompositionEnd}
          />
        </label>
      </form>
    </search>
  )
}
