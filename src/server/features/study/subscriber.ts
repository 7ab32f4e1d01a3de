import { sql } from 'drizzle-orm'
import { rowsOf } from '../../db/rows'
import { defineSubscriber } from '../../events/emit'
import { keepOutUnlessAdding } from './study.service'

/**
 * New, copied and shared books go into my study list only with my say (decision 029): in the
 * transaction that makes the book mine or shares it, kept out unless I said they go in.
 */
export const studySubscriber = defineSubscriber({
  name: 'study',
  applicableEvents: ['book.created', 'book.shared'],
  async handle(tx, event) {
    if (event.type === 'book.created') return keepOutUnlessAdding(tx, event.ownerId, event.bookId)
    // A changed role is not a new book for them: only the first grant (its row just written).
    const [grant] = await rowsOf<{ isFirst: boolean }>(
      tx,
      sql`select created_at = updated_at as "isFirst" from book_members
        where book_id = ${event.bookId} and user_id = ${event.userId}`,
    )
    if (grant?.isFirst) await keepOutUnlessAdding(tx, event.userId, event.bookId)
  },
})
