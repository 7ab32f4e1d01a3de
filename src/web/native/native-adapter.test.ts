// @vitest-environment jsdom
import { PreferencesWeb } from '@capacitor/preferences/dist/esm/web.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyAuthChange, currentBearer, restoreSession, sessionMode } from '../features/session/session'
import { SESSION_KEY } from '../features/session/stored-session'
import { FakeNotification, fakeApp, fakeBrowser, useFakeNativeBridge } from '../test/fake-native-bridge'
import { isAppActive, setAppActive } from './app-state'
import { confirmCodeOf, installDeepLinks } from './deep-link'
import { webNotifier } from './local-notifications'
import { nativeNotifier, noticeId } from './native-notifications'
import { prepareNativeShell } from './platform'
import { preferences, setPreferences, webPreferences } from './preferences'

beforeEach(() => {
  useFakeNativeBridge('android')
  vi.stubGlobal('Notification', FakeNotification)
  FakeNotification.reset()
  localStorage.clear()
  fakeBrowser.reset()
})

afterEach(() => {
  vi.unstubAllGlobals()
  fakeApp.reset()
  setPreferences(webPreferences)
  setAppActive(true)
})

describe('the email-confirm deep link', () => {
  it.each([
    ['pointbook://auth/confirm?code=abc123', 'abc123'],
    ['pointbook://auth/confirm/?code=abc123', 'abc123'],
    ['POINTBOOK://auth/confirm?code=abc123', 'abc123'],
    ['pointbook://auth/confirm?lang=ja&code=a-b_c', 'a-b_c'],
    ['pointbook://auth/confirm?code=abc%2B1#top', 'abc+1'],
  ])('%s is handled with its code', (url, code) => {
    expect(confirmCodeOf(url)).toBe(code)
  })

  it.each([
    ['another scheme', 'https://auth/confirm?code=abc'],
    ['the web link', 'https://pointbook.example.com/auth/confirm?code=abc'],
    ['another path', 'pointbook://auth/login?code=abc'],
    ['a longer path', 'pointbook://auth/confirmed?code=abc'],
    ['the path in another case', 'pointbook://Auth/Confirm?code=abc'],
    ['no code', 'pointbook://auth/confirm'],
    ['an empty code', 'pointbook://auth/confirm?code='],
    ['the code in the fragment', 'pointbook://auth/confirm#code=abc'],
    ['another parameter', 'pointbook://auth/confirm?token=abc'],
    ['a scheme that only starts alike', 'pointbook2://auth/confirm?code=abc'],
    ['the scheme elsewhere', 'x:pointbook://auth/confirm?code=abc'],
  ])('%s is not handled', (_, url) => {
    expect(confirmCodeOf(url)).toBeNull()
  })

  it('closes the in-app browser and opens the confirm page with the code; other links do nothing', async () => {
    const navigate = vi.fn()
    const remove = installDeepLinks(navigate)
    await fakeApp.fire('appUrlOpen', { url: 'pointbook://auth/login?code=abc' })
    await fakeApp.fire('appUrlOpen', { url: 'pointbook://auth/confirm?code=a%2Fb' })
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/confirm?code=a%2Fb'))
    expect(fakeBrowser.closed).toBe(1)
    remove()
  })
})

describe('the device session', () => {
  const whole = { accessToken: 'token-1', refreshToken: 'token-1', expiresAt: '2030-01-01T00:00:00.000Z' }

  it('lives in the device preferences in the shell, under one key, and is restored when whole', async () => {
    await new PreferencesWeb().set({ key: SESSION_KEY, value: JSON.stringify(whole) })
    await prepareNativeShell()
    expect(preferences()).not.toBe(webPreferences)
    await restoreSession(true)
    expect(sessionMode()).toBe('bearer')
    expect(currentBearer()).toEqual(whole)
  })

  it('is not restored with a token missing', async () => {
    await new PreferencesWeb().set({
      key: SESSION_KEY,
      value: JSON.stringify({ accessToken: 'token-1', expiresAt: whole.expiresAt }),
    })
    await prepareNativeShell()
    await restoreSession(true)
    expect(currentBearer()).toBeNull()
  })

  it('is saved on every auth change and removed on sign-out', async () => {
    await prepareNativeShell()
    await restoreSession(true)
    const signedIn = new Response('{}', { headers: { 'set-auth-token': 'token-2' } })
    await applyAuthChange('SIGNED_IN', signedIn, { session: { expiresAt: whole.expiresAt } })
    const stored = await new PreferencesWeb().get({ key: SESSION_KEY })
    expect(JSON.parse(stored.value ?? 'null')).toEqual({
      ...whole,
      accessToken: 'token-2',
      refreshToken: 'token-2',
    })
    // Not the web view's own storage, which the system may clear.
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
    await applyAuthChange('SIGNED_OUT')
    expect((await new PreferencesWeb().get({ key: SESSION_KEY })).value).toBeNull()
  })

  it('stays with localStorage in a browser', async () => {
    useFakeNativeBridge('web')
    await prepareNativeShell()
    expect(preferences()).toBe(webPreferences)
  })
})

describe('local notifications in the shell', () => {
  const notice = { tag: 'n-1', title: 'Ada liked your post', body: 'Hello', link: '/posts/hello' }

  it('asks permission only when told, and shows nothing without it', async () => {
    const { notifier, remove } = nativeNotifier(vi.fn())
    expect(await notifier.permission()).toBe('default')
    await notifier.show(notice, vi.fn())
    expect(FakeNotification.shown).toEqual([])
    FakeNotification.answer = 'denied'
    expect(await notifier.ask()).toBe('denied')
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce()
    remove()
  })

  it('shows one with a stable id, and a tap opens its link in the app', async () => {
    FakeNotification.reset('granted')
    const navigate = vi.fn()
    const { notifier, remove } = nativeNotifier(navigate)
    await notifier.show(notice, vi.fn())
    const [shown] = FakeNotification.shown
    expect(shown?.title).toBe('Ada liked your post')
    expect(shown?.tag).toBe(String(noticeId('n-1')))
    await vi.waitFor(() => {
      shown?.click()
      expect(navigate).toHaveBeenCalledWith('/posts/hello')
    })
    remove()
  })

  it("schedules the timers' notices with the device, replacing the ones scheduled before", async () => {
    FakeNotification.reset('granted')
    const { notifier, remove } = nativeNotifier(vi.fn())
    const soon = Date.now() + 60_000
    const timer = (id: string, at: number) => ({
      tag: `timer-${id}`,
      title: `${id} ended`,
      body: '',
      link: '/timers',
      at,
    })
    expect(
      await notifier.scheduleTimers([
        timer('a', soon),
        timer('b', soon + 1000),
        timer('old', Date.now() - 1),
      ]),
    ).toBe(true)
    const { LocalNotifications } = await import('@capacitor/local-notifications')
    const pending = async () =>
      (await LocalNotifications.getPending()).notifications.map((n) => n.title).sort()
    expect(await pending()).toEqual(['a ended', 'b ended'])
    await notifier.scheduleTimers([timer('b', soon + 1000)])
    expect(await pending()).toEqual(['b ended'])
    // A notification that is not a timer's stays scheduled.
    await LocalNotifications.schedule({
      notifications: [{ id: 7, title: 'other', body: '', schedule: { at: new Date(soon) } }],
    })
    await notifier.scheduleTimers([])
    expect(await pending()).toEqual(['other'])
    remove()
  })

  it('in a browser, timers are told by the page instead', async () => {
    expect(await webNotifier.scheduleTimers([])).toBe(false)
  })
})

describe('the app in front', () => {
  it('is active unless the shell paused it or the page is hidden', () => {
    expect(isAppActive()).toBe(true)
    setAppActive(false)
    expect(isAppActive()).toBe(false)
    setAppActive(true)
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    expect(isAppActive()).toBe(false)
    visibility.mockRestore()
  })
})
