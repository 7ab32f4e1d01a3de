import { EllipsisHorizontalIcon } from '@heroicons/react/24/outline'
import type { ReactNode } from 'react'
import { useMenuButton } from './use-menu-button'

/**
 * What each item of an ActionsMenu spreads on its button or link (in an li of role none):
 * a menu item, out of the Tab order, since the arrow keys move between items.
 */
export const menuItem = { role: 'menuitem', tabIndex: -1 } as const

/**
 * The "⋯" menu of a page's or card's actions; `children` are its items (li of role none), each
 * with `menuItem`. The WAI-ARIA menu button of `useMenuButton`: activating the button (click,
 * Enter, Space) or ArrowDown opens it on its first item, ArrowUp on its last; ArrowUp/ArrowDown
 * (round), Home and End move between items; Escape closes it with the focus back on the button;
 * Tab closes it and goes on from the button; a click elsewhere closes it. Choosing an item closes
 * it with the focus back on the button before the item acts, so a dialog the item opens hands the
 * focus back to the button when it closes (the item itself is gone from the page by then).
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
  const menu = useMenuButton()
  return (
    <div
      className={`dropdown ${align === 'end' ? 'dropdown-end' : ''} ${menu.isOpen ? 'dropdown-open' : 'dropdown-close'}`}
      {...menu.root}
    >
      <button {...menu.button} className="btn btn-sm btn-ghost btn-square" aria-label={label}>
        <EllipsisHorizontalIcon className="size-5" aria-hidden="true" />
      </button>
      <ul
        id={menu.panelId}
        {...menu.menu}
        className="dropdown-content menu z-10 w-52 rounded-box bg-base-100 p-2 shadow ring-1 ring-base-300"
      >
        {children}
      </ul>
    </div>
  )
}
