import { MagnifyingGlassIcon } from '@heroicons/react/24/outline'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SEARCH_Q_MAX } from '../../../shared/search-constants'
import { useTypingPause } from '../../lib/use-typing-pause'

/** How long typing pauses before the results follow. */
export const SEARCH_DEBOUNCE_MS = 250

/**
 * The search field: in the top bar on wide screens (on every page, `/search` included, so it
 * keeps its focus while the results come), and at the top of `/search` on phones. Typing leads
 * to `/search?q=` after a short pause; on `/search` each pause replaces the address, so Back
 * leaves the search instead of replaying every keystroke. The field follows the address when
 * Back or a link changes it.
 */
export function SearchField({
  className = '',
  focusOnSearchPage = false,
}: {
  className?: string
  focusOnSearchPage?: boolean
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, isSearchPage, q, inBook } = useRouterState({
    select: (state) => {
      const isSearchPage = state.location.pathname === '/search'
      const search = state.location.search as { q?: unknown; book?: unknown }
      return {
        pathname: state.location.pathname,
        isSearchPage,
        q: isSearchPage && typeof search.q === 'string' ? search.q : '',
        inBook: isSearchPage && typeof search.book === 'string',
      }
    },
  })
  const [text, setText] = useState(q)
  const input = useRef<HTMLInputElement>(null)
  const sent = useRef(q)
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q
      setText(q)
    }
  }, [q])
  // Arriving on /search (a "Search in this book" link, the / key): the visible field takes focus.
  useEffect(() => {
    const field = input.current
    if (
      focusOnSearchPage &&
      isSearchPage &&
      field &&
      field.offsetParent !== null &&
      document.activeElement !== field
    )
      field.focus()
  }, [focusOnSearchPage, isSearchPage])

  const send = (value: string) => {
    const next = value.trim()
    if (next === sent.current) return
    sent.current = next
    void navigate({
      to: '/search',
      search: (prev: Record<string, unknown>) =>
        isSearchPage ? { ...prev, q: next || undefined } : next ? { q: next } : {},
      replace: isSearchPage,
    })
  }

  const pause = useTypingPause(SEARCH_DEBOUNCE_MS, send)
  // A hit or a link followed within the pause goes where it was sent: the field (in the top bar, it
  // stays mounted) forgets the words still waiting, which would take the person back to /search.
  const cancelPause = pause.cancel
  useEffect(() => {
    if (pathname !== '/search') cancelPause()
  }, [pathname, cancelPause])

  return (
    <search className={className}>
      <form
        className="w-full"
        onSubmit={(event) => {
          event.preventDefault()
          pause.cancel()
          send(text)
        }}
      >
        <label className="input w-full">
          <MagnifyingGlassIcon className="size-4 opacity-60" aria-hidden="true" />
          <input
            ref={input}
            type="search"
            name="q"
            data-search-field=""
            className="grow"
            value={text}
            maxLength={SEARCH_Q_MAX}
            aria-label={t('search.label')}
            placeholder={inBook ? t('search.placeholder-book') : t('search.placeholder')}
            enterKeyHint="search"
            onChange={(event) => {
              setText(event.target.value)
              pause.onChange(event)
            }}
            onCompositionEnd={pause.onCompositionEnd}
          />
        </label>
      </form>
    </search>
  )
}

/** `/` focuses the visible search field (or opens /search), unless one is typing somewhere. */
export function useSearchShortcut() {
  const navigate = useNavigate()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return
      const target = event.target as HTMLElement | null
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return
      event.preventDefault()
      const fields = [...document.querySelectorAll<HTMLInputElement>('[data-search-field]')]
      const visible = fields.find((field) => field.offsetParent !== null)
      if (visible) visible.focus()
      else void navigate({ to: '/search' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [navigate])
}
