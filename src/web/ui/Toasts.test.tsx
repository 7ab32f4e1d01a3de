import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toasts } from './Toasts'
import { toast } from './toast'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('toast()', () => {
  it('shows the message as an alert of its kind for 1000 ms', () => {
    render(<Toasts />)
    act(() => toast('Saved', 'success'))
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Saved')
    expect(status.className).toContain('alert-success')
    act(() => vi.advanceTimersByTime(999))
    expect(screen.queryByText('Saved')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('announces errors as alerts, top-center', () => {
    const { container } = render(<Toasts />)
    act(() => toast('Rate limit reached', 'error'))
    expect(screen.getByRole('alert').className).toContain('alert-error')
    expect(container.firstElementChild?.className).toContain('toast-top toast-center')
  })
})
