/** Topics one stream hears at most: the posts of a feed's first pages, a book, a post (no zod: the web's stream reads it). */
export const REALTIME_TOPICS_MAX = 100
