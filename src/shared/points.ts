import { z } from 'zod'
import { UUID_PATTERN } from './params'
import { V } from './validation'

export const POINT_TITLE_MAX = 200
export const POINT_DESCRIPTION_MAX = 2000
export const POINT_CONTENT_MAX = 20_000
export const POINT_SECTION_TITLE_MAX = 100
export const POINT_SECTION_DESCRIPTION_MAX = 1000
export const POINT_NAME_MAX = 100

const text = (max: number) => z.string().trim().max(max, V.tooLong)

const fields = {
  title: z.string().trim().min(1, V.required).max(POINT_TITLE_MAX, V.tooLong),
  description: text(POINT_DESCRIPTION_MAX),
  content: text(POINT_CONTENT_MAX),
  hiddenContent: text(POINT_CONTENT_MAX),
  sectionTitle: text(POINT_SECTION_TITLE_MAX),
  sectionDescription: text(POINT_SECTION_DESCRIPTION_MAX),
  majorName: text(POINT_NAME_MAX),
  fieldName: text(POINT_NAME_MAX),
}

export const PointCreateInput = z.object({
  title: fields.title,
  description: fields.description.default(''),
  content: fields.content.default(''),
  hiddenContent: fields.hiddenContent.default(''),
  sectionTitle: fields.sectionTitle.default(''),
  sectionDescription: fields.sectionDescription.default(''),
  majorName: fields.majorName.default(''),
  fieldName: fields.fieldName.default(''),
})
export type PointCreateInput = z.infer<typeof PointCreateInput>

/** `position` moves the point within its book; a value past the end means "last". */
export const PointUpdateInput = z
  .object({ ...fields, position: z.number().int().min(0, V.invalid).max(1_000_000, V.invalid) })
  .partial()
export type PointUpdateInput = z.infer<typeof PointUpdateInput>

export const PointCopyInput = z.object({ bookId: z.string().regex(UUID_PATTERN, V.invalid) })
export type PointCopyInput = z.infer<typeof PointCopyInput>

export const PointSummarySchema = z.object({ id: z.string(), title: z.string(), bookId: z.string() })
export type PointSummary = z.infer<typeof PointSummarySchema>

export const PointSchema = z.object({
  id: z.string(),
  bookId: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  hiddenContent: z.string(),
  sectionTitle: z.string(),
  sectionDescription: z.string(),
  majorName: z.string(),
  fieldName: z.string(),
  position: z.number().int(),
  starCount: z.number().int(),
  isStarred: z.boolean(),
  /** The source of a copy, while it exists and the caller may see it. */
  copiedFrom: PointSummarySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Point = z.infer<typeof PointSchema>

/** One point with its neighbours in the book, for previous/next navigation. */
export const PointDetailSchema = PointSchema.extend({
  previousId: z.string().nullable(),
  nextId: z.string().nullable(),
})
export type PointDetail = z.infer<typeof PointDetailSchema>
