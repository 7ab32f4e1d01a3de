// Plain values about posts and people, without zod: the web app's main bundle imports these.

export const POST_KINDS = ['life', 'study'] as const
export type PostKind = (typeof POST_KINDS)[number]

/** Following: people I follow, and me. Everyone: every visible post. */
export const POST_FEEDS = ['following', 'everyone'] as const
export type PostFeed = (typeof POST_FEEDS)[number]

export const POST_TITLE_MAX = 200
export const POST_CONTENT_MAX = 10_000
export const COMMENT_CONTENT_MAX = 2_000

/** How many replies a thread carries in the list of threads; the rest are paged on demand. */
export const THREAD_REPLIES_SHOWN = 3
