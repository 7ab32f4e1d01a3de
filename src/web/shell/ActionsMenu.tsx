import { EllipsisHorizontalIcon } from '@heroicons/react/24/outline'
import type { ReactNode } from 'react'

/** The "⋯" menu of a page's or card's actions; `children` are its `<li>` items. */
export function ActionsMenu({
  label,
  align = 'end',
  children,
}: {
  label: string
  align?: 'start' | 'end'
  children: ReactNode
}) {
  return (
    <div className={`dropdown ${align === 'end' ? 'dropdown-end' : ''}`}>
      <button type="button" className="btn btn-sm btn-ghost btn-square" aria-label={label}>
        <EllipsisHorizontalIcon className="size-5" aria-hidden="true" />
      </button>
      <ul className="dropdown-content menu z-10 w-52 rounded-box bg-base-100 p-2 shadow ring-1 ring-base-300">
        {children}
      </ul>
    </div>
  )
}
