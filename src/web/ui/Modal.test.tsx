import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Modal } from './Modal'

function Page({ isShown, isOpen = true }: { isShown: boolean; isOpen?: boolean }) {
  return (
    <>
      <button type="button">Report this book</button>
      {isShown && (
        <Modal isOpen={isOpen} labelledBy="title" onClose={() => undefined}>
          <h2 id="title">Report</h2>
          <textarea aria-label="Reason" />
        </Modal>
      )}
    </>
  )
}

describe('Modal', () => {
  it('gives the focus back to what opened it when its host takes it out of the page', () => {
    const view = render(<Page isShown={false} />)
    screen.getByRole('button', { name: 'Report this book' }).focus()
    view.rerender(<Page isShown />)
    screen.getByRole('textbox', { name: 'Reason' }).focus()
    view.rerender(<Page isShown={false} />)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Report this book' }))
  })

  it('leaves the focus alone when it has moved on by itself', () => {
    const view = render(<Page isShown={false} />)
    screen.getByRole('button', { name: 'Report this book' }).focus()
    view.rerender(<Page isShown />)
    const elsewhere = document.createElement('input')
    document.body.append(elsewhere)
    elsewhere.focus()
    view.rerender(<Page isShown={false} />)
    expect(document.activeElement).toBe(elsewhere)
    elsewhere.remove()
  })
})
