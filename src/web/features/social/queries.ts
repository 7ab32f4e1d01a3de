import { api, unwrap } from '../../lib/api'
import { pagedQueryOptions } from '../../lib/paged'

export type PeopleList = 'followers' | 'following' | 'friends'

export const socialKeys = {
  all: ['people'] as const,
  lists: () => [...socialKeys.all, 'list'] as const,
  list: (userId: string, list: PeopleList) => [...socialKeys.lists(), userId, list] as const,
  blocks: () => [...socialKeys.all, 'blocks'] as const,
}

export const peopleOptions = (userId: string, list: PeopleList) =>
  pagedQueryOptions(socialKeys.list(userId, list), (page) => {
    const param = { param: { id: userId }, query: page }
    const users = api.users[':id']
    if (list === 'followers') return unwrap(users.followers.$get(param))
    if (list === 'following') return unwrap(users.following.$get(param))
    return unwrap(users.friends.$get(param))
  })

export const myBlocksOptions = () =>
  pagedQueryOptions(socialKeys.blocks(), (page) => unwrap(api.me.blocks.$get({ query: page })))
