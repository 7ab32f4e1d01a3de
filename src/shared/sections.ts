import { z } from 'zod'
import { POINT_SECTION_DESCRIPTION_MAX, POINT_SECTION_TITLE_MAX } from './points'
import { trimmedText } from './text'
import { V } from './validation'

const title = trimmedText().max(POINT_SECTION_TITLE_MAX, V.tooLong)

/**
 * One section of a book, named by its current title ("" is the points without a section):
 * `title` and `description` rename it on every point it holds (a title another section has
 * merges the two), `after` moves it right after that section (null: first in the book).
 */
export const SectionUpdateInput = z.object({
  section: title,
  title: title.optional(),
  description: trimmedText().max(POINT_SECTION_DESCRIPTION_MAX, V.tooLong).optional(),
  after: title.nullable().optional(),
})
export type SectionUpdateInput = z.infer<typeof SectionUpdateInput>
