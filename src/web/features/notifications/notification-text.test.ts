import i18next, { type TFunction } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_GROUP_COUNT_MAX } from '../../../shared/notification-groups'
import type { Notification } from '../../../shared/notifications'
import ja from '../../i18n/ja.json'
import notificationsEn from '../../i18n/notifications.en.json'
import notificationsJa from '../../i18n/notifications.ja.json'
import notificationsZh from '../../i18n/notifications.zh.json'
import zh from '../../i18n/zh.json'
import { initTestI18n } from '../../test/i18n'
import { notificationText } from './notification-text'

let t: TFunction

beforeAll(async () => {
  const i18n = await initTestI18n()
  // What notifications say is a catalog part of its own, loaded with the page.
  i18n.addResourceBundle('en', 'translation', notificationsEn, true, true)
  t = i18n.t
})

/** zh or ja, with the notifications part as the app loads it. */
async function inLanguage(lng: 'zh' | 'ja') {
  const other = i18next.createInstance()
  const [main, part] = lng === 'zh' ? [zh, notificationsZh] : [ja, notificationsJa]
  await other.init({ lng, resources: { [lng]: { translation: main } } })
  other.addResourceBundle(lng, 'translation', part, true, true)
  return other.t
}

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
    expect(notificationText(t, notification({})).headline).toBe('Ana liked your post “Krebs cycle”')
    expect(notificationText(t, notification({ groupSize: 2, actorCount: 2 })).headline).toBe(
      'Ana and 1 other liked your post “Krebs cycle”',
    )
    expect(notificationText(t, notification({ groupSize: 4, actorCount: 4 })).headline).toBe(
      'Ana and 3 others liked your post “Krebs cycle”',
    )
    expect(notificationText(t, notification({ type: 'follow', groupSize: 3, actorCount: 3 }))).toEqual({
      headline: 'Ana and 2 others followed you',
      detail: '',
    })
  })

  it('says "99+ others" for a group counted to its cap, in each language', async () => {
    const big = notification({
      groupSize: NOTIFICATION_GROUP_COUNT_MAX,
      actorCount: NOTIFICATION_GROUP_COUNT_MAX,
    })
    expect(notificationText(t, big).headline).toBe('Ana and 99+ others liked your post “Krebs cycle”')
    expect(notificationText(await inLanguage('zh'), big).headline).toBe(
      'Ana 和另外 99+ 人赞了你的帖子“Krebs cycle”',
    )
    expect(notificationText(await inLanguage('ja'), big).headline).toContain('99+')
  })

  it('names the post a like is on, with its text under it, as a comment does', async () => {
    const like = notification({ type: 'like', title: 'Krebs cycle', content: 'The citric acid cycle' })
    expect(notificationText(t, like)).toEqual({
      headline: 'Ana liked your post “Krebs cycle”',
      detail: 'The citric acid cycle',
    })
    expect(notificationText(t, { ...like, title: '' }).headline).toBe('Ana liked your post')
    expect(notificationText(await inLanguage('zh'), like).headline).toBe('Ana 赞了你的帖子“Krebs cycle”')
    expect(notificationText(await inLanguage('ja'), like).headline).toBe(
      'Anaさんがあなたの投稿「Krebs cycle」にいいねしました',
    )
  })

  it('counts people, not notifications: two comments by one person are not "and 1 other"', () => {
    const text = notificationText(
      t,
      notification({ type: 'comment', groupSize: 2, actorCount: 1, content: 'Nice' }),
    )
    expect(text).toEqual({ headline: 'Ana commented on your post “Krebs cycle”', detail: 'Nice' })
  })

  it('names the post a comment is on, since the line under it quotes the comment', async () => {
    const comment = notification({ type: 'comment', title: 'Krebs cycle', content: 'Nice' })
    expect(notificationText(t, { ...comment, groupSize: 3, actorCount: 3 }).headline).toBe(
      'Ana and 2 others commented on your post “Krebs cycle”',
    )
    // A life post may have no title: the headline still says whose post it is.
    expect(notificationText(t, { ...comment, title: '' })).toEqual({
      headline: 'Ana commented on your post',
      detail: 'Nice',
    })
    for (const [lng, titled, untitled] of [
      ['zh', 'Ana 评论了你的帖子“Krebs cycle”', 'Ana 评论了你的帖子'],
      [
        'ja',
        'Anaさんがあなたの投稿「Krebs cycle」にコメントしました',
        'Anaさんがあなたの投稿にコメントしました',
      ],
    ] as const) {
      const other = await inLanguage(lng)
      expect(notificationText(other, comment).headline).toBe(titled)
      expect(notificationText(other, { ...comment, title: '' }).headline).toBe(untitled)
    }
  })

  it('says a reply to your comment is one, with what was written, alone or grouped', async () => {
    const reply = notification({ type: 'reply', title: 'Krebs cycle', content: 'Thanks, that helps' })
    expect(notificationText(t, reply)).toEqual({
      headline: 'Ana replied to your comment on “Krebs cycle”',
      detail: 'Thanks, that helps',
    })
    expect(notificationText(t, { ...reply, groupSize: 3, actorCount: 3 }).headline).toBe(
      'Ana and 2 others replied to your comment on “Krebs cycle”',
    )
    expect(notificationText(t, { ...reply, title: '' }).headline).toBe('Ana replied to your comment')
    expect(notificationText(t, { ...reply, content: '' }).detail).toBe('Krebs cycle')
    for (const [lng, one, grouped] of [
      ['zh', 'Ana 回复了你在“Krebs cycle”下的评论', 'Ana 和另外 2 人回复了你在“Krebs cycle”下的评论'],
      [
        'ja',
        'Anaさんが「Krebs cycle」でのあなたのコメントに返信しました',
        'Anaさんとほか 2 人が「Krebs cycle」でのあなたのコメントに返信しました',
      ],
    ] as const) {
      const other = await inLanguage(lng)
      expect(notificationText(other, reply).headline).toBe(one)
      expect(notificationText(other, { ...reply, groupSize: 3, actorCount: 3 }).headline).toBe(grouped)
    }
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
