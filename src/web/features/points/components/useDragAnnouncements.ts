import type { Active, Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { PointListItem as Point } from '../../../../shared/points'
import { type Column, columnOf, targetOf } from '../section-drag'
import { sectionName } from '../sections'

interface DragState {
  /** The sections as the drag shows them now. */
  current: RefObject<Column[]>
  /** The sections as saved, where a cancelled drag puts the point back. */
  saved: Column[]
  byId: Map<string, Point>
  isKeyboard: RefObject<boolean>
}

/**
 * What a screen reader hears while a point is dragged, in the reader's language. A keyboard drag
 * names the point's own place in the sections shown (each arrow moves it one, useKeyboardPlaces);
 * a pointer's names the row under the pointer.
 */
export function useDragAnnouncements({ current, saved, byId, isKeyboard }: DragState) {
  const { t } = useTranslation()
  const title = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? ''
  const place = (all: readonly Column[], active: UniqueIdentifier, over: UniqueIdentifier) => {
    const at = targetOf(all, String(active))
    const column = all[columnOf(all, String(over))]
    const overIndex = column?.ids.indexOf(String(over)) ?? -1
    const index =
      at && column?.title === at.sectionTitle && overIndex >= 0 ? overIndex + 1 : (at?.index ?? 0) + 1
    return {
      title: title(active),
      index,
      count: at?.count ?? 0,
      section: sectionName(t, column?.title ?? at?.sectionTitle ?? ''),
    }
  }
  /** What the place is read against: a point moved by the keyboard is always over itself. */
  const target = (active: Active, over: Over | null) => (isKeyboard.current ? active.id : over?.id)
  // No target: dropped outside the list, or cancelled; the point is back where it was saved.
  const cancelled = (active: UniqueIdentifier) => t('points.dnd-cancelled', place(saved, active, active))
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('points.dnd-picked', { title: title(active.id) }),
    onDragMove: ({ active }) =>
      isKeyboard.current ? t('points.dnd-over', place(current.current, active.id, active.id)) : undefined,
    onDragOver: ({ active, over }) => {
      const id = target(active, over)
      return id === undefined
        ? t('points.dnd-outside', { title: title(active.id) })
        : t('points.dnd-over', place(current.current, active.id, id))
    },
    onDragEnd: ({ active, over }) => {
      const id = target(active, over)
      return id === undefined
        ? cancelled(active.id)
        : t('points.dnd-dropped', place(current.current, active.id, id))
    },
    onDragCancel: ({ active }) => cancelled(active.id),
  }
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('points.dnd-instructions') }
  return { announcements, screenReaderInstructions }
}
