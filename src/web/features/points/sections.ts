export interface Sectioned {
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
 * Points in book order, grouped into runs of the same section title: a title that comes back
 * after another section starts a new group, so the order the owner chose is kept.
 */
export function groupBySection<P extends Sectioned>(points: readonly P[]): Section<P>[] {
  const sections: Section<P>[] = []
  for (const point of points) {
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
