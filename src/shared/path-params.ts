import { USERNAME_PATTERN } from './accounts'
import { EXAMPLE_IDS, exampleUser } from './examples'
import { SLUG_PATTERN, UUID_PATTERN } from './params'
import { pathParam } from './text'

// The path parameters of the API's routes, as the OpenAPI document shows them (issue 44): what
// each names, what it looks like (a pattern), and an example from the document's one set
// (shared/examples.ts) — tools that call every operation (Dredd) need one for each. The pattern
// is the document's only: the server still reads any text, and one that names nothing answers
// 404 (private content is never told from missing content by a 400).

interface ParamDoc {
  example: string
  description: string
}

/** Any path parameter: what it looks like, and what it names. */
export function documented(pattern: RegExp, doc: ParamDoc, max?: number) {
  return pathParam(max).meta({ pattern: pattern.source, param: doc })
}

/** A row named by its id: a UUID the app made. */
export const idParam = (doc: ParamDoc, max?: number) => documented(UUID_PATTERN, doc, max)

/** A book or a post, by id or by slug (letters, digits and single hyphens; an id reads as one). */
export const idOrSlugParam = (doc: ParamDoc) => documented(SLUG_PATTERN, doc)

export const BookParam = idOrSlugParam({ example: EXAMPLE_IDS.book, description: "The book's id or slug" })
export const PointParam = idParam({ example: EXAMPLE_IDS.point, description: "The point's id" })
export const PostParam = idOrSlugParam({ example: EXAMPLE_IDS.post, description: "The post's id or slug" })
export const CommentParam = idParam({ example: EXAMPLE_IDS.comment, description: "The comment's id" })
export const NoteParam = idParam({ example: EXAMPLE_IDS.note, description: "The note's id" })
export const TimerParam = idParam({ example: EXAMPLE_IDS.timer, description: "The timer's id" })
export const ReportParam = idParam({ example: EXAMPLE_IDS.report, description: "The report's id" })
export const AppealParam = idParam({ example: EXAMPLE_IDS.appeal, description: "The appeal's id" })
export const UserParam = idParam({ example: EXAMPLE_IDS.user, description: "The person's id" })

export const UsernameParam = documented(
  USERNAME_PATTERN,
  { example: exampleUser.username, description: 'The username, in any case' },
  100,
)
