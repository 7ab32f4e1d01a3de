import { and, eq, type SQL } from 'drizzle-orm'
import { users } from '../../auth/auth.table'
import { defineSubscriber } from '../../events/emit'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { posts } from '../../records/post.table'
import { copyPointIndex, pointDoc, reindex, writeIndex } from './documents'

/** The index follows every write in its transaction, so it never lags what it indexes (decision 015). */
export const searchSubscriber = defineSubscriber({
  name: 'search',
  applicableEvents: [
    'profile.updated',
    'book.written',
    'book.copied',
    'point.written',
    'section.written',
    'points.imported',
    'post.created',
    'post.edited',
  ],
  async handle(tx, event) {
    switch (event.type) {
      case 'profile.updated':
        await reindex(tx, 'user', eq(users.id, event.userId))
        return
      case 'book.written':
        await reindex(tx, 'book', eq(books.id, event.bookId))
        return
      case 'book.copied':
        await copyPointIndex(tx, event.bookId)
        return
      case 'point.written':
        await reindex(tx, 'point', eq(points.id, event.pointId))
        return
      case 'section.written':
        await reindex(
          tx,
          'point',
          and(eq(points.bookId, event.bookId), eq(points.sectionTitle, event.sectionTitle)) as SQL,
        )
        return
      case 'points.imported':
        await writeIndex(
          tx,
          'point',
          event.points.map((point) => ({ id: point.id, at: point.at, doc: pointDoc(point) })),
        )
        return
      case 'post.created':
      case 'post.edited':
        await reindex(tx, 'post', eq(posts.id, event.postId))
        return
    }
  },
})
