import { EllipsisHorizontalIcon } from '@heroicons/react/24/outline'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'

/**
 * What each item of an ActionsMenu spreads on its button or link (in an li of role none):
 * a menu item, out of the Tab order, since the arrow keys move between items.
 */
export const menuItem = { role: 'menuitem', tabIndex: -1 } as const

/**
 * The "⋯" menu of a page's or card's actions; `children` are its items (li of role none), each
 * with `menuItem`. The WAI-ARIA menu button: activating the button (click, Enter, Space) or
 * ArrowDown opens it on its first item, ArrowUp on its last; ArrowUp/ArrowDown (round), Home and
 * End move between items; Escape closes it with the focus back on the button; Tab closes it and
 * goes on from the button; a click elsewhere closes it. Choosing an item closes it with the focus
 * back on the button before the item acts, so a dialog the item opens hands the focus back to
 * the button when it closes (the item itself is gone from the page by then).
 */
export function ActionsMenu({
  label,
  align = 'end',
  children,
}: {
  label: string
  align?: 'start' | 'end'
  children: ReactNode
}) {
  const [isOpen, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  /** Which item takes the focus once the menu has opened. */
  const focusOnOpen = useRef<'first' | 'last'>('first')
  const id = useId()
  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const focusItem = (index: number) => {
    const all = items()
    all.at(index % Math.max(1, all.length))?.focus()
  }
  useEffect(() => {
    if (!isOpen) return
    const all = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    all.at(focusOnOpen.current === 'first' ? 0 : -1)?.focus()
  }, [isOpen])

  const open = (at: 'first' | 'last') => {
    focusOnOpen.current = at
    if (isOpen) focusItem(at === 'first' ? 0 : -1)
    else setOpen(true)
  }
  const closeToButton = () => {
    setOpen(false)
    button.current?.focus()
  }
  const handleButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    open(event.key === 'ArrowDown' ? 'first' : 'last')
  }
  const handleMenuKey = (event: KeyboardEvent) => {
    const all = items()
    const at = all.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at <= 0 ? all.length - 1 : at - 1,
      Home: 0,
      End: all.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      focusItem(moves[event.key] as number)
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab goes on to what follows the menu (or precedes it).
      setOpen(false)
      button.current?.focus()
    }
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and leaving are the menu's keys, not an action of the wrapper
    <div
      className={`dropdown ${align === 'end' ? 'dropdown-end' : ''} ${isOpen ? 'dropdown-open' : 'dropdown-close'}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return
        event.stopPropagation()
        closeToButton()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="btn btn-sm btn-ghost btn-square"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={`${id}-menu`}
        onClick={() => (isOpen ? setOpen(false) : open('first'))}
        onKeyDown={handleButtonKey}
      >
        <EllipsisHorizontalIcon className="size-5" aria-hidden="true" />
      </button>
      <ul
        ref={list}
        id={`${id}-menu`}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA example's markup (its items role="none"), and daisyUI's menu styles a ul
        role="menu"
        aria-labelledby={`${id}-button`}
        className="dropdown-content menu z-10 w-52 rounded-box bg-base-100 p-2 shadow ring-1 ring-base-300"
        onClickCapture={closeToButton}
        onKeyDown={handleMenuKey}
      >
        {children}
      </ul>
    </div>
  )
}
