import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'
import type { PointListItem as Point } from '../../../../shared/points'
import type { Column } from '../section-drag'
import { sectionName } from '../sections'
import { SortablePointRow } from './SortablePointRow'

interface SortableSectionProps {
  column: Column
  description: string
  /** Once a book has sections, points without one are listed under "Other points". */
  hasTitles: boolean
  points: Point[]
  sectionTitles: string[]
  onMoveToSection(point: Point, sectionTitle: string): void
  refocusId: string | null
  onRefocused(): void
}

/** One section of the sortable list: its heading and its points, a list of its own to drag in. */
export function SortableSection({ column, description, hasTitles, points, ...row }: SortableSectionProps) {
  const { t } = useTranslation()
  return (
    <section className="flex flex-col gap-2">
      {hasTitles && (
        <div>
          <h2 className="font-semibold wrap-anywhere">{sectionName(t, column.title)}</h2>
          {description && (
            <p className="text-sm whitespace-pre-line text-base-content/70 wrap-anywhere">{description}</p>
          )}
        </div>
      )}
      <SortableContext id={`list:${column.title}`} items={column.ids} strategy={verticalListSortingStrategy}>
        <ol className="divide-y divide-base-300 rounded-box bg-base-100 ring-1 ring-base-300">
          {points.map((point) => (
            <SortablePointRow key={point.id} point={point} {...row} />
          ))}
        </ol>
      </SortableContext>
    </section>
  )
}
