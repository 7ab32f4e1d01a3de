import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toasts } from './Toasts'
import { toast } from './toast'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('toast()', () => {
  it('shows the message as an alert of its kind for 4 s: long enough to read', () => {
    render(<Toasts />)
    act(() => toast('Saved', 'success'))
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Saved')
    expect(status.className).toContain('alert-success')
    // It was gone after 1 s (found by a tester).
    act(() => vi.advanceTimersByTime(3999))
    expect(screen.queryByText('Saved')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('announces errors as alerts, top-center, and keeps them 8 s', () => {
    const { container } = render(<Toasts />)
    act(() => toast('Rate limit reached', 'error'))
    expect(screen.getByRole('alert').className).toContain('alert-error')
    expect(container.firstElementChild?.className).toContain('toast-top toast-center')
    act(() => vi.advanceTimersByTime(7999))
    expect(screen.queryByText('Rate limit reached')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Rate limit reached')).toBeNull()
  })

  it('lets each toast keep its own time when several are shown', () => {
    render(<Toasts />)
    act(() => toast('First', 'success'))
    act(() => vi.advanceTimersByTime(2000))
    act(() => toast('Second', 'info'))
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.queryByText('First')).toBeNull()
    expect(screen.queryByText('Second')).not.toBeNull()
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.queryByText('Second')).toBeNull()
  })
})
