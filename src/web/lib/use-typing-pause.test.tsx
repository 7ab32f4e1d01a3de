import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTypingPause } from './use-typing-pause'

function Field({ onPause }: { onPause(value: string): void }) {
  const pause = useTypingPause(250, onPause)
  return <input aria-label="q" onChange={pause.onChange} onCompositionEnd={pause.onCompositionEnd} />
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useTypingPause', () => {
  it('runs once typing has paused, with the last value', () => {
    const onPause = vi.fn()
    render(<Field onPause={onPause} />)
    const field = screen.getByLabelText('q')
    fireEvent.change(field, { target: { value: 'ce' } })
    vi.advanceTimersByTime(100)
    fireEvent.change(field, { target: { value: 'cell' } })
    vi.advanceTimersByTime(249)
    expect(onPause).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onPause).toHaveBeenCalledExactlyOnceWith('cell')
  })

  it('waits while an input method composes a character, and runs once it is committed', () => {
    const onPause = vi.fn()
    render(<Field onPause={onPause} />)
    const field = screen.getByLabelText('q')
    fireEvent.compositionStart(field)
    for (const step of ['x', 'xi', 'xib', 'xibao']) {
      fireEvent.input(field, { target: { value: step }, isComposing: true })
      vi.advanceTimersByTime(1000)
    }
    expect(onPause).not.toHaveBeenCalled()
    fireEvent.input(field, { target: { value: '细胞' }, isComposing: true })
    fireEvent.compositionEnd(field)
    vi.advanceTimersByTime(250)
    expect(onPause).toHaveBeenCalledExactlyOnceWith('细胞')
  })
})
