import { defineSubscriber } from '../../events/emit'
import { endSharingBetween } from './member.service'

/** What a block ends of the books two people shared, in the block's transaction (decision 023). */
export const bookSubscriber = defineSubscriber({
  name: 'books',
  applicableEvents: ['user.blocked'],
  async handle(tx, event) {
    await endSharingBetween(tx, event.blockerId, event.blockedId)
  },
})
