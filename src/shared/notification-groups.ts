/**
 * A group of notifications is counted over its newest this many shown members at most: a list
 * entry at the cap says "Ana and 99+ others" (decision 024). Apart from the constants the main
 * bundle imports, since only the notifications page reads it.
 */
export const NOTIFICATION_GROUP_COUNT_MAX = 100
