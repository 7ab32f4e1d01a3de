// Search's constants, apart from its schemas, so that the web app's routes can read them
// without bringing zod into the main bundle.

export const SEARCH_KINDS = ['point', 'book', 'post', 'user'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** The longest query; the server reads its first twelve words. */
export const SEARCH_Q_MAX = 200
export const SEARCH_LIMIT_DEFAULT = 20
export const SEARCH_LIMIT_MAX = 50
/** Results are ranked, so they page by number; this many pages at most (as most engines do). */
export const SEARCH_PAGES_MAX = 25
/** A tab's count of results stops here: more are shown as "99+" (counting them all is a search's cost). */
export const SEARCH_COUNT_MAX = 99
