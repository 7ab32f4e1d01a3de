import type { Point, PointListItem } from '../../../shared/points'
import type { PointRow } from './point.query'

export function toPoint({ point, isStarred, source, isSourceReadable }: PointRow): Point {
  return {
    id: point.id,
    bookId: point.bookId,
    title: point.title,
    description: point.description,
    content: point.content,
    hiddenContent: point.hiddenContent,
    sectionTitle: point.sectionTitle,
    sectionDescription: point.sectionDescription,
    majorName: point.majorName,
    fieldName: point.fieldName,
    position: point.position,
    starCount: point.starCount,
    isStarred,
    copiedFrom: source && isSourceReadable ? source : null,
    createdAt: point.createdAt.toISOString(),
    updatedAt: point.updatedAt.toISOString(),
  }
}

/** A point as lists show it: without its (long) content and hidden content. */
export function toPointListItem(row: PointRow): PointListItem {
  const { content: _content, hiddenContent, ...rest } = toPoint(row)
  return { ...rest, hasHiddenContent: hiddenContent.length > 0 }
}
