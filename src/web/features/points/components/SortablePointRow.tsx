import { useDndContext } from '@dnd-kit/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS, useCombinedRefs, useNodeRef } from '@dnd-kit/utilities'
import { Bars3Icon } from '@heroicons/react/24/outline'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { PointListItem as Point } from '../../../../shared/points'
import { MoveToSection } from './MoveToSection'

interface SortablePointRowProps {
  point: Point
  sectionTitles: string[]
  onMoveToSection(point: Point, sectionTitle: string): void
  /** The point moved by its menu, whose button takes the focus back once it shows in its place. */
  refocusId: string | null
  onRefocused(): void
}

/** A point to drag by its handle (pointer, touch or keyboard), or to send to another section. */
export function SortablePointRow({
  point,
  sectionTitles,
  onMoveToSection,
  refocusId,
  onRefocused,
}: SortablePointRowProps) {
  const { t } = useTranslation()
  const sortable = useSortable({ id: point.id })
  const { activatorEvent } = useDndContext()
  const [handle, setHandle] = useNodeRef()
  const handleRef = useCombinedRefs(setHandle, sortable.setActivatorNodeRef)
  // A point moved by the keyboard is shown in its place in the list, not by the drag's offset
  // (useKeyboardPlaces). Moved into another section it is a new row: its handle takes the focus
  // back, and the row is kept on screen.
  const isKeyboardDrag = sortable.isDragging && activatorEvent instanceof KeyboardEvent
  useEffect(() => {
    if (!isKeyboardDrag) return
    handle.current?.focus({ preventScroll: true })
    sortable.node.current?.scrollIntoView({ block: 'nearest' })
  })
  const transform = isKeyboardDrag ? null : sortable.transform
  const style = { transform: CSS.Translate.toString(transform), transition: sortable.transition }
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`flex scroll-my-24 items-center gap-1 py-1 pr-1 pl-1 ${sortable.isDragging ? 'relative z-10 bg-base-200 shadow' : ''}`}
    >
      <button
        ref={handleRef}
        type="button"
        className="btn btn-sm btn-square btn-ghost shrink-0 cursor-grab touch-none"
        aria-label={t('points.drag-handle', { title: point.title })}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <Bars3Icon className="size-4" aria-hidden="true" />
      </button>
      <span className="w-6 shrink-0 text-right text-sm text-base-content/70 tabular-nums">
        {point.position + 1}
      </span>
      <Link
        to="/points/$id"
        params={{ id: point.id }}
        className="min-w-0 flex-1 py-2 pl-1 font-medium wrap-anywhere hover:underline"
      >
        {point.title}
      </Link>
      <MoveToSection
        point={point}
        sectionTitles={sectionTitles}
        onMove={(sectionTitle) => onMoveToSection(point, sectionTitle)}
        isRefocused={refocusId === point.id}
        onRefocused={onRefocused}
      />
    </li>
  )
}
