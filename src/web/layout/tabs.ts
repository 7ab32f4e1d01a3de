import {
  BellIcon as BellOutline,
  ClockIcon as ClockOutline,
  NewspaperIcon as NewspaperOutline,
  StarIcon as StarOutline,
  UserIcon as UserOutline,
} from '@heroicons/react/24/outline'
import {
  BellIcon as BellSolid,
  ClockIcon as ClockSolid,
  NewspaperIcon as NewspaperSolid,
  StarIcon as StarSolid,
  UserIcon as UserSolid,
} from '@heroicons/react/24/solid'

export const TABS = [
  { name: 'stars', to: '/stars', Outline: StarOutline, Solid: StarSolid },
  { name: 'timers', to: '/timers', Outline: ClockOutline, Solid: ClockSolid },
  { name: 'posts', to: '/posts', Outline: NewspaperOutline, Solid: NewspaperSolid },
  { name: 'mine', to: '/mine', Outline: UserOutline, Solid: UserSolid },
  { name: 'notifications', to: '/notifications', Outline: BellOutline, Solid: BellSolid },
] as const

export type TabName = (typeof TABS)[number]['name']
