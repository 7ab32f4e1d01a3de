import type { TFunction } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Notification } from '../../../shared/notifications'
import { initTestI18n } from '../../test/i18n'
import { notificationText } from './notification-text'

let t: TFunction

beforeAll(async () => {
  t = (await initTestI18n()).t
})

const person = (name: string) => ({
  id: name,
  name,
  username: name.toLowerCase(),
  avatarUrl: null,
  title: null,
})

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 'n1',
    seq: 1,
    receiverId: 'me',
    actorId: 'ana',
    actor: person('Ana'),
    type: 'like',
    title: 'Krebs cycle',
    content: 'The citric acid cycle',
    notice: null,
    link: '/posts/krebs',
    isRead: false,
    createdAt: '2026-11-25T08:00:00.000Z',
    groupSize: 1,
    actorCount: 1,
    others: [],
    ...overrides,
  }
}

describe('notificationText', () => {
  it('names one person, or the newest and how many others', () => {
    expect(notificationText(t, notification({})).headline).toBe('Ana liked your post')
    expect(notificationText(t, notification({ groupSize: 2, actorCount: 2 })).headline).toBe(
      'Ana and 1 other liked your post',
    )
    expect(notificationText(t, notification({ groupSize: 4, actorCount: 4 })).headline).toBe(
      'Ana and 3 others liked your post',
    )
    expect(notificationText(t, notification({ type: 'follow', groupSize: 3, actorCount: 3 }))).toEqual({
      headline: 'Ana and 2 others followed you',
      detail: '',
    })
  })

  it('counts people, not notifications: two comments by one person are not "and 1 other"', () => {
    const text = notificationText(
      t,
      notification({ type: 'comment', groupSize: 2, actorCount: 1, content: 'Nice' }),
    )
    expect(text).toEqual({ headline: 'Ana commented', detail: 'Nice' })
  })

  it('says what the app itself sends, and a badge by its name', () => {
    const app = { actor: null, actorId: null }
    expect(notificationText(t, notification({ ...app, type: 'welcome' })).headline).toBe(
      'Welcome to Pointbook!',
    )
    expect(
      notificationText(t, notification({ ...app, type: 'badge', title: 'posting_master' })).headline,
    ).toBe('You earned the badge “Posting master”')
    expect(notificationText(t, notification({ type: 'share', title: 'Anatomy' })).headline).toBe(
      'Ana shared the book “Anatomy” with you',
    )
    expect(
      notificationText(t, notification({ ...app, type: 'admin', title: '', content: 'Maintenance tonight' })),
    ).toEqual({
      headline: 'A message from the Pointbook team',
      detail: 'Maintenance tonight',
    })
    const outcome = notification({
      ...app,
      type: 'admin',
      notice: 'report-actioned',
      title: 'Spam',
      content: '',
    })
    expect(notificationText(t, outcome).headline).toBe(
      'Your report on “Spam” was reviewed and action was taken. Thank you!',
    )
    const banned = notification({
      ...app,
      type: 'admin',
      notice: 'post-banned',
      title: 'Rude',
      content: 'Harassment',
    })
    expect(notificationText(t, banned)).toEqual({
      headline: 'An admin banned your post “Rude”',
      detail: 'Harassment',
    })
  })
})
