import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { PointListItem as Point } from '../../../../shared/points'
import { type Column, columnOf, targetOf } from '../section-drag'

/** What a screen reader hears while a point is dragged, in the reader's language. */
export function useDragAnnouncements(columns: RefObject<Column[]>, byId: Map<string, Point>) {
  const { t } = useTranslation()
  const title = (id: string | number) => byId.get(String(id))?.title ?? ''
  const place = (active: string | number, over: string | number) => {
    const all = columns.current
    const at = targetOf(all, String(active))
    const column = all[columnOf(all, String(over))]
    const overIndex = column?.ids.indexOf(String(over)) ?? -1
    const index =
      at && column?.title === at.sectionTitle && overIndex >= 0 ? overIndex + 1 : (at?.index ?? 0) + 1
    return {
      title: title(active),
      index,
      count: at?.count ?? 0,
      section: (column?.title ?? at?.sectionTitle) || t('books.no-section'),
    }
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('points.dnd-picked', { title: title(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('points.dnd-over', place(active.id, over.id))
        : t('points.dnd-outside', { title: title(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('points.dnd-dropped', place(active.id, over.id))
        : t('points.dnd-cancelled', { title: title(active.id) }),
    onDragCancel: ({ active }) => t('points.dnd-cancelled', { title: title(active.id) }),
  }
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('points.dnd-instructions') }
  return { announcements, screenReaderInstructions }
}
