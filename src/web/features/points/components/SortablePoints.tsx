import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PointListItem as Point } from '../../../../shared/points'
import { sectionTitleIn } from '../../../../shared/section-order'
import { LoadMore } from '../../../ui/LoadMore'
import { toast } from '../../../ui/toast'
import { pointListOptions } from '../queries'
import { type Column, movedAcross, movedWithin, targetOf } from '../section-drag'
import { groupBySection, sectionName } from '../sections'
import { useMovePoint } from '../useMovePoint'
import { SortableSection } from './SortableSection'
import { useDragAnnouncements } from './useDragAnnouncements'
import { useKeyboardPlaces } from './useKeyboardPlaces'

/** The point moved by its menu, and the section it went to. */
type Refocus = { id: string; sectionTitle: string }

/**
 * Every point of a book under its section; its owner and editors drag points within and
 * between sections with a pointer or the keyboard. A drop is one call naming the target.
 */
export function SortablePoints({ bookId }: { bookId: string }) {
  const { t } = useTranslation()
  const query = useSuspenseInfiniteQuery(pointListOptions(bookId))
  const move = useMovePoint(bookId)
  const points = query.data.pages.flatMap((page) => page.items)
  const sections = groupBySection(points)
  const byId = new Map(points.map((point) => [point.id, point]))
  const saved: Column[] = sections.map((s) => ({ title: s.title, ids: s.points.map((p) => p.id) }))
  const titles = sections.map((section) => section.title)
  const [dragging, setDragging] = useState<Column[] | null>(null)
  const [refocus, setRefocus] = useState(null as Refocus | null)
  const columns = dragging ?? saved
  const current = useRef(columns)
  current.current = columns
  const keyboard = useKeyboardPlaces(current, setDragging)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.coordinateGetter }),
  )
  const accessibility = useDragAnnouncements({ current, saved, byId, isKeyboard: keyboard.isKeyboard })

  const handleDragStart = ({ activatorEvent }: DragStartEvent) => {
    keyboard.start(activatorEvent)
    setDragging(saved)
  }

  const handleDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || keyboard.isKeyboard.current) return
    const translated = active.rect.current.translated
    const isBelow = Boolean(translated && translated.top > over.rect.top + over.rect.height / 2)
    setDragging((now) => movedAcross(now ?? saved, String(active.id), String(over.id), isBelow))
  }

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id)
    // A keyboard drag has put the point in its place already; a pointer's is the row it is over.
    const dropped = keyboard.isKeyboard.current
      ? current.current
      : over
        ? movedWithin(current.current, id, String(over.id))
        : saved
    const before = targetOf(saved, id)
    const after = targetOf(dropped, id)
    if (!after || (before?.sectionTitle === after.sectionTitle && before.afterId === after.afterId)) {
      setDragging(null)
      return
    }
    // The dropped order stays until the move settles: the saved one, until the move shows in it,
    // would put the point back in its old place for a moment (and take the focus from its handle).
    // Not mutate's onSettled: that one is skipped when another move is asked for meanwhile. A
    // refused move is rolled back and told by useMovePoint and the query client.
    const shown = dropped.filter((column) => column.ids.length > 0)
    setDragging(shown)
    const settled = () => setDragging((now) => (now === shown ? null : now))
    void move
      .mutateAsync({ pointId: id, sectionTitle: after.sectionTitle, afterId: after.afterId })
      .then(settled, settled)
  }

  /**
   * The menu's move: to the end of the section, as the book spells it (a title it has in another
   * case is that section), so the list shows at once the section the server will. The moved row is
   * a new one there; its menu button takes the focus back (`refocus`), and the toast, the app's
   * live region, says where it went as a drop does.
   */
  const moveToSection = (point: Point, typed: string) => {
    const sectionTitle = sectionTitleIn(titles, typed)
    if (sectionTitle === point.sectionTitle) return
    const count =
      points.filter((other) => other.sectionTitle === sectionTitle && other.id !== point.id).length + 1
    const place = { title: point.title, index: count, count, section: sectionName(t, sectionTitle) }
    setRefocus({ id: point.id, sectionTitle })
    move.mutate(
      { pointId: point.id, sectionTitle },
      {
        onSuccess: () => toast(t('points.moved', place), 'success'),
        // Put back where it was, the row is new again.
        onError: () => setRefocus({ id: point.id, sectionTitle: point.sectionTitle }),
      },
    )
  }
  // The row to focus, once the point shows in the section it went to (not the row it left).
  const refocusId = refocus && byId.get(refocus.id)?.sectionTitle === refocus.sectionTitle ? refocus.id : null

  if (points.length === 0)
    return <p className="py-6 text-center text-base-content/70">{t('books.no-points')}</p>
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-base-content/70">{t('points.reorder-hint')}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={keyboard.collisionDetection}
        accessibility={accessibility}
        onDragStart={handleDragStart}
        onDragOver={handleDragOver}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        {columns.map((column) => (
          <SortableSection
            key={column.title}
            column={column}
            description={sections.find((s) => s.title === column.title)?.description ?? ''}
            hasTitles={titles.some(Boolean)}
            points={column.ids.map((id) => byId.get(id)).filter((p): p is Point => Boolean(p))}
            sectionTitles={titles}
            onMoveToSection={moveToSection}
            refocusId={refocusId}
            onRefocused={() => setRefocus(null)}
          />
        ))}
      </DndContext>
      <LoadMore pager={query} />
    </div>
  )
}
