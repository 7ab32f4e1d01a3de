import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { defineSubscriber } from '../../events/emit'
import { publishLive } from '../../realtime/channel'
import { bookMembers, books } from '../../records/book.table'
import { topicOf } from './live.topics'

/** Who has the post open (its topic), and anyone else to tell. */
function postChanged(tx: Db, postId: string, event: 'post.changed' | 'post.commented', users: string[] = []) {
  return publishLive(tx, { topics: [topicOf('post', postId)], users, event, data: { postId } })
}

/**
 * Who has the book open (its topic) and the people who study it from their own books: its owner
 * and members, however many follow or read it. One read of its members, on their index.
 */
async function bookChanged(tx: Db, bookId: string, also: string[] = []) {
  const owners = await tx.select({ id: books.ownerId }).from(books).where(eq(books.id, bookId))
  const members = await tx
    .select({ id: bookMembers.userId })
    .from(bookMembers)
    .where(eq(bookMembers.bookId, bookId))
  const users = [...owners, ...members].map((row) => row.id).concat(also)
  await publishLive(tx, { topics: [topicOf('book', bookId)], users, event: 'book.changed', data: { bookId } })
}

/**
 * What open pages are told, in the transaction of what changed (decision 024): a live event with
 * the ids only, to the topic of the post or book (the streams showing it) and to the few people it
 * is theirs to know (a book's members, the one whose access changed, the owner of what an admin
 * banned), never to followers: a like costs one NOTIFY, whatever the number of people around it.
 */
export const liveSubscriber = defineSubscriber({
  name: 'live',
  applicableEvents: [
    'post.liked',
    'post.unliked',
    'post.edited',
    'post.deleted',
    'comment.created',
    'comment.deleted',
    'content.moderated',
    'book.written',
    'book.shared',
    'book.unshared',
    'book.deleted',
    'point.written',
    'point.deleted',
    'points.imported',
    'section.written',
  ],
  async handle(tx, event) {
    switch (event.type) {
      case 'post.liked':
        return postChanged(tx, event.post.id, 'post.changed')
      case 'post.unliked':
      case 'post.edited':
      case 'post.deleted':
        return postChanged(tx, event.postId, 'post.changed')
      case 'comment.created':
        return postChanged(tx, event.post.id, 'post.commented')
      case 'comment.deleted':
        return postChanged(tx, event.postId, 'post.commented')
      case 'content.moderated':
        // A removed comment's thread is told by its own `comment.deleted`.
        if (event.kind === 'comment') return
        if (event.kind === 'post') return postChanged(tx, event.contentId, 'post.changed', [event.ownerId])
        return bookChanged(tx, event.contentId, [event.ownerId])
      case 'book.shared':
      case 'book.unshared':
        // Their rights changed: every page of theirs about the book reads them again.
        return publishLive(tx, {
          topics: [topicOf('book', event.bookId)],
          users: [event.userId],
          event: 'book.changed',
          data: { bookId: event.bookId },
        })
      case 'book.deleted':
        // Its members went with it: the pages showing it are told.
        return publishLive(tx, {
          topics: [topicOf('book', event.bookId)],
          event: 'book.changed',
          data: { bookId: event.bookId },
        })
      case 'book.written':
      case 'point.written':
      case 'point.deleted':
      case 'points.imported':
      case 'section.written':
        return bookChanged(tx, event.bookId)
    }
  },
})
