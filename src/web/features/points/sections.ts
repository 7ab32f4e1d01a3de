import type { TFunction } from 'i18next'
import { grouped } from '../../../shared/section-order'

export interface Sectioned {
  id: string
  sectionTitle: string
  sectionDescription: string
}

export interface Section<P> {
  title: string
  /** The first non-empty section description among its points. */
  description: string
  points: P[]
}

/**
 * Points in book order, grouped by section title in section order (the order of each
 * section's first point). The server keeps sections together; this holds even if it did not.
 */
export function groupBySection<P extends Sectioned>(points: readonly P[]): Section<P>[] {
  const sections: Section<P>[] = []
  for (const point of grouped(points)) {
    const last = sections.at(-1)
    if (last && last.title === point.sectionTitle) {
      last.points.push(point)
      last.description ||= point.sectionDescription
    } else {
      sections.push({ title: point.sectionTitle, description: point.sectionDescription, points: [point] })
    }
  }
  return sections
}

/** A section as readers see it named: its title, or "Other points" for the points without one. */
export function sectionName(t: TFunction, title: string): string {
  return title || t('books.no-section')
}
