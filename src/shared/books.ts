import { z } from 'zod'
import { exampleBook, exampleBookCreate, exampleBookSummary, exampleUser } from './examples'
import { PageQuery } from './pagination'
import { SLUG_MAX, SLUG_PATTERN, UUID_PATTERN } from './params'
import { text, timestamp, trimmedPattern, trimmedText } from './text'
import { V } from './validation'

export * from './book-constants'

import {
  BOOK_DESCRIPTION_MAX,
  BOOK_ROLES,
  BOOK_SCOPES,
  BOOK_SEARCH_MAX,
  BOOK_SORTS,
  BOOK_TITLE_MAX,
  MEMBER_ROLES,
  VISIBILITIES,
} from './book-constants'

/** A UUID-shaped slug would be read as an id, so it is refused. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value) && !UUID_PATTERN.test(value)
}

const Title = trimmedText().min(1, V.required).max(BOOK_TITLE_MAX, V.tooLong)
const Description = trimmedText().max(BOOK_DESCRIPTION_MAX, V.tooLong)
/** Letters, digits and single hyphens, not shaped like an id; its blank ends are cut off. */
const Slug = trimmedText()
  .min(1, V.required)
  .max(SLUG_MAX, V.tooLong)
  .refine(isSlug, V.invalidSlug)
  .meta({ pattern: trimmedPattern(SLUG_PATTERN) })

/** Copying a book: the copy's title (the web app offers "<title> (copy)", renamable at once). */
export const BookCopyInput = z.object({ title: Title.optional() })
export type BookCopyInput = z.infer<typeof BookCopyInput>

export const BookCreateInput = z
  .object({
    title: Title,
    description: Description.default(''),
    visibility: z.enum(VISIBILITIES).default('private'),
    allowCopy: z.boolean().default(false),
    /** Empty or absent: one is made from the title. */
    slug: text()
      .trim()
      .max(SLUG_MAX, V.tooLong)
      .refine((value) => value === '' || isSlug(value), V.invalidSlug)
      .meta({ pattern: `^\\s*(?:${SLUG_PATTERN.source.slice(1, -1)})?\\s*$` })
      .optional(),
  })
  .meta({ example: exampleBookCreate })
export type BookCreateInput = z.infer<typeof BookCreateInput>

export const BookUpdateInput = z
  .object({
    title: Title,
    description: Description,
    visibility: z.enum(VISIBILITIES),
    allowCopy: z.boolean(),
    slug: Slug,
  })
  .partial()
export type BookUpdateInput = z.infer<typeof BookUpdateInput>

export const BookListQuery = PageQuery.extend({
  scope: z.enum(BOOK_SCOPES).default('explore'),
  q: trimmedText().max(BOOK_SEARCH_MAX, V.tooLong).optional(),
  /** Only `explore` can be ordered by stars; `mine` and `shared` are always newest first. */
  sort: z.enum(BOOK_SORTS).default('new'),
  /** With `explore`: one person's public books (their profile's Books tab). */
  owner: text().max(200).optional(),
})
export type BookListQuery = z.infer<typeof BookListQuery>

export const MemberInput = z.object({ role: z.enum(MEMBER_ROLES) })
export type MemberInput = z.infer<typeof MemberInput>

/**
 * A person's avatar as the server stores it (the `users_image_shape` check): one schema wherever
 * a person is shown, and one component of the OpenAPI document (`#/components/schemas/AvatarUrl`).
 */
export const AvatarUrl = text().nullable().meta({
  id: 'AvatarUrl',
  description:
    "The person's avatar, or null when they have none; not a URL to load as it is. Either an absolute `http(s)` URL (the picture of the Google account they signed up with), which the web app loads through this server's image proxy, `GET /api/media/remote?url={the URL, percent-encoded}`, so that site never learns who looked; or the file name of an image they uploaded (no scheme, no slash), served at `GET /api/storage/avatars/{file name}`.",
  example: exampleUser.avatarUrl,
})

export const UserSummarySchema = z
  .object({
    id: text(),
    name: text(),
    username: text(),
    avatarUrl: AvatarUrl,
    /** The badge they show beside their name (decision 012). */
    title: text().nullable(),
  })
  .meta({ example: exampleUser })
export type UserSummary = z.infer<typeof UserSummarySchema>

export const BookSummarySchema = z
  .object({ id: text(), slug: text(), title: text() })
  .meta({ example: exampleBookSummary })
export type BookSummary = z.infer<typeof BookSummarySchema>

/** What the caller may do with a book, as the server's policy decides (the web app asks this). */
/**
 * What the caller may do with a book, decided by the server's policy (books/book.policy.ts); the
 * web offers exactly these and re-derives nothing. A visitor is answered as a signed-in stranger
 * would be, and asked to sign in when they try.
 */
export const BookCanSchema = z.object({
  /** Add, edit, reorder and delete points (owner, editor; never a banned book). */
  editPoints: z.boolean(),
  /** The settings page: delete the book, see and remove members (the owner, a banned book too). */
  manage: z.boolean(),
  /** Change the settings or share it with people (the owner; never a banned book). */
  change: z.boolean(),
  /** Copy it or its points elsewhere. */
  copy: z.boolean(),
  /** Pass its link on (never a banned book). */
  share: z.boolean(),
  /** Study its points (whoever may read it: not an admin judging a banned book). */
  study: z.boolean(),
  /** Report it (anyone but its owner). */
  report: z.boolean(),
})
export type BookCan = z.infer<typeof BookCanSchema>

/** A point's book as the point page shows it, with the caller's role and rights there. */
export const PointBookSchema = BookSummarySchema.extend({
  pointCount: z.number().int(),
  myRole: z.enum(BOOK_ROLES).nullable(),
  can: BookCanSchema,
})
export type PointBook = z.infer<typeof PointBookSchema>

/** A book's section: its points' section title, the first description among them, their count. */
export const SectionSchema = z.object({
  title: text(),
  description: text(),
  pointCount: z.number().int(),
})
export type Section = z.infer<typeof SectionSchema>

export const BookSchema = z
  .object({
    id: text(),
    slug: text(),
    title: text(),
    description: text(),
    visibility: z.enum(VISIBILITIES),
    allowCopy: z.boolean(),
    ownerId: text(),
    owner: UserSummarySchema,
    pointCount: z.number().int(),
    starCount: z.number().int(),
    isStarred: z.boolean(),
    myRole: z.enum(BOOK_ROLES).nullable(),
    can: BookCanSchema,
    /** The source of a copy, while it exists and the caller may see it. */
    copiedFrom: BookSummarySchema.nullable(),
    /** Set only for its owner's eyes: a banned book is hidden from everyone else. */
    bannedAt: timestamp().nullable(),
    /**
     * Whether its owner is banned: such a book is hidden from everyone but admins (and the owner,
     * who cannot sign in while banned), so only an admin ever sees it true.
     */
    ownerBanned: z.boolean(),
    /** Sections in point order, on the single-book answer only. */
    sections: z.array(SectionSchema).optional(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ example: exampleBook })
export type Book = z.infer<typeof BookSchema>

export const MemberSchema = z.object({
  id: text(),
  bookId: text(),
  userId: text(),
  role: z.enum(MEMBER_ROLES),
  user: UserSummarySchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
})
export type Member = z.infer<typeof MemberSchema>
