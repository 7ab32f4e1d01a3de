import { defineSubscriber } from '../../events/emit'
import { awardBadges } from './badges'

/** Badges earned by what just happened, after its counts moved, in its transaction. */
export const badgeSubscriber = defineSubscriber({
  name: 'badges',
  applicableEvents: ['post.created', 'study.milestone'],
  async handle(tx, event) {
    if (event.type === 'post.created')
      await awardBadges(tx, event.authorId, { kind: 'posted', postCount: event.postCount })
    else
      await awardBadges(tx, event.userId, { kind: 'studied', streak: event.streak, reviews: event.reviews })
  },
})
