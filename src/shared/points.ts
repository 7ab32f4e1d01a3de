import { z } from 'zod'
import { PointBookSchema } from './books'
import { examplePoint, examplePointCreate, examplePointListItem } from './examples'
import { idText, text, timestamp, trimmedText } from './text'
import { V } from './validation'

export const POINT_TITLE_MAX = 200
export const POINT_DESCRIPTION_MAX = 2000
export const POINT_CONTENT_MAX = 20_000
export const POINT_SECTION_TITLE_MAX = 100
export const POINT_SECTION_DESCRIPTION_MAX = 1000
export const POINT_NAME_MAX = 100

const upTo = (max: number) => trimmedText().max(max, V.tooLong)

const fields = {
  title: trimmedText().min(1, V.required).max(POINT_TITLE_MAX, V.tooLong),
  description: upTo(POINT_DESCRIPTION_MAX),
  content: upTo(POINT_CONTENT_MAX),
  hiddenContent: upTo(POINT_CONTENT_MAX),
  sectionTitle: upTo(POINT_SECTION_TITLE_MAX),
  sectionDescription: upTo(POINT_SECTION_DESCRIPTION_MAX),
  majorName: upTo(POINT_NAME_MAX),
  fieldName: upTo(POINT_NAME_MAX),
}

export const PointCreateInput = z
  .object({
    title: fields.title,
    description: fields.description.default(''),
    content: fields.content.default(''),
    hiddenContent: fields.hiddenContent.default(''),
    sectionTitle: fields.sectionTitle.default(''),
    sectionDescription: fields.sectionDescription.default(''),
    majorName: fields.majorName.default(''),
    fieldName: fields.fieldName.default(''),
  })
  .meta({ example: examplePointCreate })
export type PointCreateInput = z.infer<typeof PointCreateInput>

/**
 * Sections stay together (docs/decisions/010-sections.md). A changed `sectionTitle` alone puts
 * the point at the end of that section. `afterId` places it right after that point, in that
 * point's section (null: first in its section, or in `sectionTitle`). `position` is a place in
 * the book, kept within the point's section.
 */
export const PointUpdateInput = z
  .object({
    ...fields,
    position: z.number().int().min(0, V.invalid).max(1_000_000, V.invalid).meta({ format: 'int32' }),
    afterId: idText().nullable(),
  })
  .partial()
  .refine((input) => input.position === undefined || input.afterId === undefined, {
    message: V.invalid,
    path: ['afterId'],
  })
export type PointUpdateInput = z.infer<typeof PointUpdateInput>

export const PointCopyInput = z.object({ bookId: idText() })
export type PointCopyInput = z.infer<typeof PointCopyInput>

export const PointSummarySchema = z.object({ id: text(), title: text(), bookId: text() })
export type PointSummary = z.infer<typeof PointSummarySchema>

export const PointSchema = z.object({
  id: text(),
  bookId: text(),
  title: text(),
  description: text(),
  content: text(),
  hiddenContent: text(),
  sectionTitle: text(),
  sectionDescription: text(),
  majorName: text(),
  fieldName: text(),
  position: z.number().int(),
  starCount: z.number().int(),
  isStarred: z.boolean(),
  /** The source of a copy, while it exists and the caller may see it. */
  copiedFrom: PointSummarySchema.nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
})
export type Point = z.infer<typeof PointSchema>

/**
 * A point in a list (the book's table of contents, the reorder list): no content or hidden
 * content, which can run to 20,000 characters each; whether it has hidden content is enough.
 */
export const PointListItemSchema = PointSchema.omit({ content: true, hiddenContent: true })
  .extend({
    hasHiddenContent: z.boolean(),
  })
  .meta({ example: examplePointListItem })
export type PointListItem = z.infer<typeof PointListItemSchema>

/** One point with its neighbours in the book, for previous/next navigation. */
export const PointDetailSchema = PointSchema.extend({
  previousId: text().nullable(),
  nextId: text().nullable(),
  /** Its book, so the point page needs no second request to learn it and the caller's role. */
  book: PointBookSchema,
}).meta({ example: examplePoint })
export type PointDetail = z.infer<typeof PointDetailSchema>
