import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useStudyKeys } from './use-study-keys'

function setUp(isRevealed: boolean) {
  const actions = { isRevealed, reveal: vi.fn(), rate: vi.fn(), undo: vi.fn() }
  function Session() {
    useStudyKeys(actions)
    return (
      <div>
        <input aria-label="Note" />
        <button type="button">Show answer</button>
      </div>
    )
  }
  render(<Session />)
  return actions
}

describe('study keys', () => {
  it('show the answer with Space, then rate with 1–4', async () => {
    const hidden = setUp(false)
    await userEvent.keyboard(' 3')
    expect(hidden.reveal).toHaveBeenCalledOnce()
    expect(hidden.rate).not.toHaveBeenCalled()
  })

  it('rate a revealed card by its digit, and take it back with Z or Ctrl+Z', async () => {
    const shown = setUp(true)
    await userEvent.keyboard('1{4}')
    expect(shown.rate.mock.calls).toEqual([['again'], ['easy']])
    await userEvent.keyboard('z{Control>}z{/Control}')
    expect(shown.undo).toHaveBeenCalledTimes(2)
    expect(shown.reveal).not.toHaveBeenCalled()
  })

  it('leave keys typed in a field alone, and Space on a button to the button', async () => {
    const actions = setUp(true)
    await userEvent.click(document.querySelector('input') as HTMLInputElement)
    await userEvent.keyboard('2z ')
    expect(actions.rate).not.toHaveBeenCalled()
    expect(actions.undo).not.toHaveBeenCalled()
    const hidden = setUp(false)
    ;(document.querySelectorAll('button')[1] as HTMLButtonElement).focus()
    await userEvent.keyboard(' ')
    expect(hidden.reveal).not.toHaveBeenCalled()
  })
})
