import { eq } from 'drizzle-orm'
import { plainText } from '../../../shared/plain-text'
import type { Db } from '../../db/client'
import { defineSubscriber } from '../../events/emit'
import type { EventOf } from '../../events/events'
import { excerpt } from '../../lib/clip'
import { notifications } from './notification.table'
import { aboutPost, notify } from './notify'
import { enqueuePostFanout } from './post-fanout'

/** Who is told what, in the transaction of what happened (decision 012). */
export const notificationSubscriber = defineSubscriber({
  name: 'notifications',
  applicableEvents: [
    'user.followed',
    'user.restored',
    'book.shared',
    'post.created',
    'post.liked',
    'comment.created',
    'comment.emptied',
    'message.sent',
    'report.resolved',
    'content.moderated',
  ],
  async handle(tx, event) {
    switch (event.type) {
      case 'user.followed':
        await notify(tx, [event.followeeId], {
          type: 'follow',
          actorId: event.followerId,
          link: `/id/${event.followerId}`,
          groupKey: 'follow',
          dedupeKey: `follow:${event.followerId}`,
        })
        return
      case 'user.restored':
        await notify(tx, [event.userId], {
          type: 'admin',
          actorId: null,
          notice: 'account-restored',
          content: event.note,
        })
        return
      case 'book.shared':
        await notify(tx, [event.userId], {
          type: 'share',
          actorId: event.actorId,
          title: event.title,
          link: `/books/${event.slug}`,
          bookId: event.bookId,
          dedupeKey: `share:${event.bookId}`,
        })
        return
      case 'post.created':
        // The followers are told after commit, by the worker (decision 012).
        await enqueuePostFanout(tx, event.postId, event.authorId)
        return
      case 'post.liked':
        await notify(tx, [event.post.authorId], {
          type: 'like',
          actorId: event.actorId,
          ...aboutPost(event.post),
          groupKey: `like:${event.post.id}`,
          dedupeKey: `like:${event.post.id}:${event.actorId}`,
        })
        return
      case 'comment.created':
        await notifyComment(tx, event)
        return
      case 'comment.emptied':
        // Its words are what they quote (a deleted row takes them with it by its foreign key).
        await tx.delete(notifications).where(eq(notifications.commentId, event.commentId))
        return
      case 'message.sent':
        await notify(tx, event.receiverIds, {
          type: 'admin',
          actorId: null,
          title: event.title,
          content: event.content,
          ...(event.messageId ? { dedupeKey: `message:${event.messageId}` } : {}),
        })
        return
      case 'report.resolved':
        await notify(tx, [event.reporterId], {
          type: 'admin',
          actorId: null,
          notice: event.notice,
          title: event.label,
          content: event.note,
          dedupeKey: `report:${event.reportId}`,
        })
        return
      case 'content.moderated':
        await notify(tx, [event.ownerId], {
          type: 'admin',
          actorId: null,
          notice: event.notice,
          title: event.label,
          content: event.note,
          link: event.link,
        })
        return
    }
  },
})

/**
 * The one answered hears of the reply (replies to one comment grouped); the post's author, of
 * every comment, unless told of this one as the one answered (one dedupe key for both). Both
 * quote this comment, so they go when it is deleted.
 */
async function notifyComment(tx: Db, event: EventOf<'comment.created'>) {
  const about = {
    actorId: event.actorId,
    title: event.post.title,
    content: excerpt(plainText(event.content)),
    link: `/posts/${event.post.slug}`,
    postId: event.post.id,
    commentId: event.commentId,
  }
  if (event.replyTo)
    await notify(tx, [event.replyTo.userId], {
      type: 'reply',
      ...about,
      groupKey: `reply:${event.replyTo.commentId}`,
      dedupeKey: `comment:${event.commentId}`,
    })
  await notify(tx, [event.post.authorId], {
    type: 'comment',
    ...about,
    groupKey: `comment:${event.post.id}`,
    dedupeKey: `comment:${event.commentId}`,
  })
}
