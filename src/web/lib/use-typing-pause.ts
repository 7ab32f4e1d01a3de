import { type ChangeEvent, type CompositionEvent, useCallback, useEffect, useRef } from 'react'

/**
 * Runs `action` with a field's value once typing has paused for `delay` ms (a search as you type).
 * Not while an input method is still composing a character — pinyin `xibao` on its way to 细胞, kana
 * on its way to kanji — which searched for every Latin step of it: only once it is committed
 * (`compositionend`).
 */
export function useTypingPause(delay: number, action: (value: string) => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(action)
  latest.current = action
  useEffect(() => () => clearTimeout(timer.current), [])
  const schedule = (value: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latest.current(value), delay)
  }
  const cancel = useCallback(() => clearTimeout(timer.current), [])
  return {
    /** Forgets a pending run (the form was submitted at once, the person went elsewhere). */
    cancel,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if ((event.nativeEvent as InputEvent).isComposing) return clearTimeout(timer.current)
      schedule(event.target.value)
    },
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => schedule(event.currentTarget.value),
  }
}
