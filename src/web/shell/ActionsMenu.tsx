import { EllipsisHorizontalIcon } from '@heroicons/react/24/outline'
import { type ReactNode, useRef, useState } from 'react'

/**
 * The "⋯" menu of a page's or card's actions; `children` are its `<li>` items. A disclosure
 * button: it opens on activation (click, Enter, Space) and says so (`aria-expanded`); Escape,
 * a click elsewhere or leaving it with Tab closes it. Choosing an item closes it with the focus
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
  const closeToButton = () => {
    setOpen(false)
    button.current?.focus()
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
        type="button"
        className="btn btn-sm btn-ghost btn-square"
        aria-label={label}
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
      >
        <EllipsisHorizontalIcon className="size-5" aria-hidden="true" />
      </button>
      <ul
        className="dropdown-content menu z-10 w-52 rounded-box bg-base-100 p-2 shadow ring-1 ring-base-300"
        onClickCapture={closeToButton}
      >
        {children}
      </ul>
    </div>
  )
}
