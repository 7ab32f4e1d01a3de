import { FolderArrowDownIcon } from '@heroicons/react/24/outline'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { POINT_SECTION_TITLE_MAX, type PointListItem } from '../../../../shared/points'
import { sectionName } from '../sections'

interface MoveToSectionProps {
  point: Pick<PointListItem, 'title' | 'sectionTitle'>
  sectionTitles: string[]
  onMove(sectionTitle: string): void
}

/** "Move to section": the book's other sections, or a new one; the point goes to its end. */
export function MoveToSection({ point, sectionTitles, onMove }: MoveToSectionProps) {
  const { t } = useTranslation()
  const menu = useRef<HTMLDetailsElement>(null)
  const [newTitle, setNewTitle] = useState('')
  const choose = (sectionTitle: string) => {
    if (menu.current) menu.current.open = false
    setNewTitle('')
    onMove(sectionTitle)
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (newTitle.trim()) choose(newTitle.trim())
  }
  const others = sectionTitles.filter((title) => title !== point.sectionTitle)
  // Near the bottom of the screen the menu opens upwards: opened downwards, a phone's tab dock
  // (fixed, above it) covered its field and Move button.
  const content = useRef<HTMLDivElement>(null)
  const [opensUp, setOpensUp] = useState(false)
  const handleToggle = () => {
    const trigger = menu.current
    if (!trigger?.open || !content.current) return
    const bottom = document.querySelector('.dock')?.getBoundingClientRect().top ?? window.innerHeight
    const { top, bottom: below } = trigger.getBoundingClientRect()
    const height = content.current.offsetHeight
    setOpensUp(height > bottom - below && top > height)
  }
  return (
    <details
      ref={menu}
      className={`dropdown dropdown-end shrink-0 ${opensUp ? 'dropdown-top' : ''}`}
      onToggle={handleToggle}
    >
      <summary
        className="btn btn-sm btn-square btn-ghost"
        aria-label={t('points.move-to-section-named', { title: point.title })}
        title={t('points.move-to-section')}
      >
        <FolderArrowDownIcon className="size-4" aria-hidden="true" />
      </summary>
      <div
        ref={content}
        className="dropdown-content z-20 my-1 flex w-64 max-w-[80vw] flex-col gap-1 rounded-box bg-base-100 p-2 shadow-lg ring-1 ring-base-300"
      >
        <p className="px-2 text-xs font-semibold text-base-content/70">{t('points.move-to-section')}</p>
        <ul className="menu w-full p-0">
          {others.map((title) => (
            <li key={title}>
              <button type="button" className="wrap-anywhere" onClick={() => choose(title)}>
                {sectionName(t, title)}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={handleSubmit} className="flex gap-1">
          <input
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
    </details>
  )
}
