import { FolderArrowDownIcon } from '@heroicons/react/24/outline'
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { POINT_SECTION_TITLE_MAX, type PointListItem } from '../../../../shared/points'
import { menuItem } from '../../../ui/ActionsMenu'
import { useMenuButton } from '../../../ui/use-menu-button'
import { sectionName } from '../sections'

interface MoveToSectionProps {
  point: Pick<PointListItem, 'title' | 'sectionTitle'>
  sectionTitles: string[]
  onMove(sectionTitle: string): void
  /** The point has just moved here (a new row): its button takes the focus back. */
  isRefocused?: boolean
  onRefocused?(): void
}

/**
 * "Move to section": the book's other sections as a menu (useMenuButton, as ActionsMenu), and a
 * field for a new one, which Tab from the items reaches; the point goes to the section's end.
 */
export function MoveToSection({
  point,
  sectionTitles,
  onMove,
  isRefocused,
  onRefocused,
}: MoveToSectionProps) {
  const { t } = useTranslation()
  const field = useRef<HTMLInputElement>(null)
  const menu = useMenuButton({ field })
  const [newTitle, setNewTitle] = useState('')
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const title = newTitle.trim()
    if (!title) return
    menu.close()
    setNewTitle('')
    onMove(title)
  }
  const others = sectionTitles.filter((title) => title !== point.sectionTitle)
  const button = menu.button.ref
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per move, by isRefocused
  useEffect(() => {
    if (!isRefocused) return
    button.current?.focus()
    onRefocused?.()
  }, [isRefocused])
  // Near the bottom of the screen the menu opens upwards: opened downwards, a phone's tab dock
  // (fixed, above it) covered its field and Move button.
  const content = useRef<HTMLDivElement>(null)
  const [opensUp, setOpensUp] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured as it opens
  useLayoutEffect(() => {
    const trigger = menu.root.ref.current
    if (!menu.isOpen || !trigger || !content.current) return
    const bottom = document.querySelector('.dock')?.getBoundingClientRect().top ?? window.innerHeight
    const { top, bottom: below } = trigger.getBoundingClientRect()
    const height = content.current.offsetHeight
    setOpensUp(height > bottom - below && top > height)
  }, [menu.isOpen])
  return (
    <div
      {...menu.root}
      className={`dropdown dropdown-end shrink-0 ${opensUp ? 'dropdown-top' : ''} ${menu.isOpen ? 'dropdown-open' : 'dropdown-close'}`}
    >
      <button
        {...menu.button}
        // Without other sections it opens on the field alone: a disclosure, not a menu.
        aria-haspopup={others.length > 0 ? 'menu' : undefined}
        className="btn btn-sm btn-square btn-ghost"
        aria-label={t('points.move-to-section-named', { title: point.title })}
        title={t('points.move-to-section')}
      >
        <FolderArrowDownIcon className="size-4" aria-hidden="true" />
      </button>
      <div
        ref={content}
        id={menu.panelId}
        // Not a flex box itself: its display is daisyUI's, none while closed.
        className="dropdown-content z-20 my-1 w-64 max-w-[80vw] rounded-box bg-base-100 p-2 shadow-lg ring-1 ring-base-300"
      >
        <div className="flex flex-col gap-1">
          <p className="px-2 text-xs font-semibold text-base-content/70">{t('points.move-to-section')}</p>
          {others.length > 0 && (
            <ul {...menu.menu} className="menu w-full p-0">
              {others.map((title) => (
                <li key={title} role="none">
                  <button {...menuItem} type="button" className="wrap-anywhere" onClick={() => onMove(title)}>
                    {sectionName(t, title)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={handleSubmit} className="flex gap-1">
            <input
              ref={field}
              className="input input-sm min-w-0 flex-1"
              aria-label={t('points.new-section')}
              placeholder={t('points.new-section')}
              maxLength={POINT_SECTION_TITLE_MAX}
              value={newTitle}
              onChange={(event) => setNewTitle(event.target.value)}
            />
            <button type="submit" className="btn btn-sm">
              {t('points.move')}
            </button>
          </form>
        </div>
      </div>
    </div>
  )
}
