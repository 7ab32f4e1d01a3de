import { registerSubscribers } from './events/emit'
import { badgeSubscriber } from './features/badges/subscriber'
import { bookSubscriber } from './features/books/subscriber'
import { liveSubscriber } from './features/live/subscriber'
import { appealSubscriber } from './features/moderation/appeal-mail'
import { notificationSubscriber } from './features/notifications/subscriber'
import { searchSubscriber } from './features/search/subscriber'
import { studySubscriber } from './features/study/subscriber'

/**
 * Every effect of events, registered in one place at start-up (`buildDeps`). The order is the
 * order effects run in: a post is indexed, its fan-out recorded, then its author's badges; a
 * block ends the books shared between the two; a new or shared book is kept out of a study list
 * unless its person said otherwise; last, the open pages are told (a live event is
 * heard at commit, whatever order it is said in).
 */
export function registerEventSubscribers(): void {
  registerSubscribers([
    searchSubscriber,
    notificationSubscriber,
    badgeSubscriber,
    bookSubscriber,
    studySubscriber,
    appealSubscriber,
    liveSubscriber,
  ])
}
