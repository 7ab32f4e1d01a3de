/**
 * The order of a book's points with sections kept together, as pure functions of the points in
 * book order: the server computes a move with them under the book's lock, the web shows the
 * same move at once. A section is all points of one section title; sections are ordered by
 * their first point (docs/decisions/010-sections.md).
 */
export interface Slotted {
  id: string
  sectionTitle: string
}

/** Where a point goes: after `afterId` (null: first) in `sectionTitle`; `afterId` undefined: last. */
export interface Target {
  sectionTitle: string
  afterId?: string | null
}

/** The points with each section's points together, sections in the order they first appear. */
export function grouped<T extends Slotted>(points: readonly T[]): T[] {
  const sections = new Map<string, T[]>()
  for (const point of points) {
    const section = sections.get(point.sectionTitle)
    if (section) section.push(point)
    else sections.set(point.sectionTitle, [point])
  }
  return [...sections.values()].flat()
}

/**
 * The points with `moving` taken out and put at `target` (its section title set to the
 * target's), or null when `afterId` is not a point of the target section.
 */
export function placed<T extends Slotted>(points: readonly T[], moving: T, target: Target): T[] | null {
  const rest = grouped(points.filter((point) => point.id !== moving.id))
  const moved = { ...moving, sectionTitle: target.sectionTitle }
  const inSection = rest.flatMap((point, index) =>
    point.sectionTitle === target.sectionTitle ? [index] : [],
  )
  let at: number
  if (target.afterId === undefined) at = inSection.length ? (inSection.at(-1) as number) + 1 : rest.length
  else if (target.afterId === null) at = inSection[0] ?? rest.length
  else {
    const index = rest.findIndex((point) => point.id === target.afterId)
    if (index < 0 || rest[index]?.sectionTitle !== target.sectionTitle) return null
    at = index + 1
  }
  return [...rest.slice(0, at), moved, ...rest.slice(at)]
}

/** The point's wanted place in the book, kept within the span of the target section. */
export function placedAt<T extends Slotted>(
  points: readonly T[],
  moving: T,
  sectionTitle: string,
  wanted: number,
) {
  const rest = grouped(points.filter((point) => point.id !== moving.id))
  const first = rest.findIndex((point) => point.sectionTitle === sectionTitle)
  if (first < 0) return placed(points, moving, { sectionTitle }) as T[]
  const count = rest.filter((point) => point.sectionTitle === sectionTitle).length
  const at = Math.min(Math.max(wanted, first), first + count)
  return [...rest.slice(0, at), { ...moving, sectionTitle }, ...rest.slice(at)]
}

/** The points with section `title` moved right after section `after` (null: first), or null if either is missing. */
export function sectionMoved<T extends Slotted>(
  points: readonly T[],
  title: string,
  after: string | null,
): T[] | null {
  const all = grouped(points)
  const moving = all.filter((point) => point.sectionTitle === title)
  if (moving.length === 0 || after === title) return null
  const rest = all.filter((point) => point.sectionTitle !== title)
  let at = 0
  if (after !== null) {
    const last = rest.findLastIndex((point) => point.sectionTitle === after)
    if (last < 0) return null
    at = last + 1
  }
  return [...rest.slice(0, at), ...moving, ...rest.slice(at)]
}

/**
 * The title a section goes by in a book: a title that differs from one the book has only in case
 * ("cells" and "Cells") is that section, as Anki's decks are, so a point typed in lower case
 * joins it instead of starting a second section that looks the same. Otherwise `title` itself.
 */
export function sectionTitleIn(titles: Iterable<string>, title: string): string {
  if (title === '') return title
  const key = sectionKey(title)
  for (const existing of titles) if (sectionKey(existing) === key) return existing
  return title
}

/** What two titles of one section share (`sectionTitleIn`): many titles at once go by a map of it. */
export function sectionKey(title: string): string {
  return title.toLowerCase()
}
