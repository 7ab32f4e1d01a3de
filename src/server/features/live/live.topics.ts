import { and, inArray } from 'drizzle-orm'
import { isId } from '../../../shared/params'
import { bookReadable, postReadable } from '../../policy/visibility'
import type { TopicAccess } from '../../realtime/hub'
import { books } from '../../records/book.table'
import { posts } from '../../records/post.table'

/** The things a page shows that change while it is open, by the topic that names them. */
const KINDS = ['post', 'book'] as const
type Kind = (typeof KINDS)[number]

export const topicOf = (kind: Kind, id: string) => `${kind}:${id}`

function idsOf(topics: readonly string[], kind: Kind): string[] {
  const prefix = `${kind}:`
  return topics
    .filter((t) => t.startsWith(prefix))
    .map((t) => t.slice(prefix.length))
    .filter(isId)
}

/**
 * Of the topics asked, those naming a post or a book the person may read now, by the rules a
 * page opens them by (a private book they are not a member of, a banned post: left out, as a
 * 404 would be). Two reads at most, by primary key.
 */
export const liveTopicAccess: TopicAccess = async (db, userId, topics) => {
  const postIds = idsOf(topics, 'post')
  const bookIds = idsOf(topics, 'book')
  const [readablePosts, readableBooks] = await Promise.all([
    postIds.length === 0
      ? []
      : db
          .select({ id: posts.id })
          .from(posts)
          .where(
            and(
              inArray(posts.id, postIds),
              postReadable.sql({ authorId: posts.authorId, actorId: userId, bannedAt: posts.bannedAt }),
            ),
          ),
    bookIds.length === 0
      ? []
      : db
          .select({ id: books.id })
          .from(books)
          .where(and(inArray(books.id, bookIds), bookReadable.sql({ book: books, actorId: userId }))),
  ])
  return [
    ...readablePosts.map((row) => topicOf('post', row.id)),
    ...readableBooks.map((row) => topicOf('book', row.id)),
  ]
}
