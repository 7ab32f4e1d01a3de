import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ActionsMenu, menuItem } from './ActionsMenu'

function Page({ onDelete = () => undefined }: { onDelete?: () => void }) {
  return (
    <>
      <ActionsMenu label="Post actions">
        <li role="none">
          <button {...menuItem} type="button">
            Edit
          </button>
        </li>
        <li role="none">
          <a {...menuItem} href="#share">
            Share
          </a>
        </li>
        <li role="none">
          <button {...menuItem} type="button" onClick={onDelete}>
            Delete
          </button>
        </li>
      </ActionsMenu>
      <button type="button">After the menu</button>
    </>
  )
}

const trigger = () => screen.getByRole('button', { name: 'Post actions' })
const item = (name: string) => screen.getByRole('menuitem', { name })

describe('ActionsMenu', () => {
  it('is a menu button: Enter opens it on the first item, the arrows, Home and End move round it', async () => {
    const user = userEvent.setup()
    render(<Page />)
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu')
    expect(screen.getByRole('menu', { hidden: true, name: 'Post actions' })).toBeDefined()
    await user.tab()
    expect(document.activeElement).toBe(trigger())
    await user.keyboard('{Enter}')
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(item('Edit'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('Share'))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(item('Edit'))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(item('Delete'))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(item('Edit'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(item('Delete'))
  })

  it('opens with Space or ArrowDown on the first item, ArrowUp on the last', async () => {
    const user = userEvent.setup()
    render(<Page />)
    trigger().focus()
    await user.keyboard(' ')
    expect(document.activeElement).toBe(item('Edit'))
    await user.keyboard('{Escape}')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('Edit'))
    await user.keyboard('{Escape}')
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(item('Delete'))
  })

  it('closes with Escape back on the button, and with Tab onto what follows the menu', async () => {
    const user = userEvent.setup()
    render(<Page />)
    trigger().focus()
    await user.keyboard('{Enter}{ArrowDown}{Escape}')
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(trigger())
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(item('Edit'))
    await user.tab()
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After the menu' }))
  })

  it('acts on Enter on an item, closed and with the focus on the button', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn()
    render(<Page onDelete={onDelete} />)
    trigger().focus()
    await user.keyboard('{Enter}{End}{Enter}')
    expect(onDelete).toHaveBeenCalledOnce()
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(trigger())
  })
})
