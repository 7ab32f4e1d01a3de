// Plain values about books, without zod: the web app's main bundle imports these.

export const BOOK_TITLE_MAX = 100
export const BOOK_DESCRIPTION_MAX = 2000
export const BOOK_SEARCH_MAX = 100

export const VISIBILITIES = ['public', 'private'] as const
export type Visibility = (typeof VISIBILITIES)[number]

/** What a caller is to a book; `owner` is never a membership row. */
export const BOOK_ROLES = ['owner', 'editor', 'viewer'] as const
export type BookRole = (typeof BOOK_ROLES)[number]
export const MEMBER_ROLES = ['viewer', 'editor'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

/** `editable`: the books I may add points to (mine, and those shared with me as editor). */
export const BOOK_SCOPES = ['explore', 'mine', 'shared', 'editable'] as const
export const BOOK_SORTS = ['new', 'stars'] as const
export type BookScope = (typeof BOOK_SCOPES)[number]
export type BookSort = (typeof BOOK_SORTS)[number]
