import { afterEach, describe, expect, it, vi } from 'vitest'
import { useFakeNativeBridge } from '../test/fake-native-bridge'
import { createHttpClient } from './http'
import { apiUrl, isNative, platform, serverUrl } from './platform'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

/** A fetch that records the URL of every request it gets. */
function recordingClient() {
  const urls: string[] = []
  const fetch = async (input: RequestInfo | URL) => {
    urls.push(input instanceof Request ? input.url : String(input))
    return new Response('{}')
  }
  return { urls, client: createHttpClient({ fetch: fetch as typeof globalThis.fetch, url: apiUrl }) }
}

describe('the platform in a browser', () => {
  it('is the web, with the API on the same origin, when there is no bridge', () => {
    vi.stubEnv('VITE_SERVER_URL', 'https://api.pointbook.test')
    expect(isNative()).toBe(false)
    expect(platform()).toBe('web')
    expect(serverUrl()).toBe('')
    expect(apiUrl('/api/realtime')).toBe('/api/realtime')
  })

  it('is the web when the bridge says so (Capacitor loaded in a browser)', () => {
    useFakeNativeBridge('web')
    vi.stubEnv('VITE_SERVER_URL', 'https://api.pointbook.test')
    expect(isNative()).toBe(false)
    expect(platform()).toBe('web')
    expect(apiUrl('/api/me')).toBe('/api/me')
  })
})

describe('the platform in the native shell', () => {
  it('is android, with every /api path on the configured server', () => {
    useFakeNativeBridge('android')
    vi.stubEnv('VITE_SERVER_URL', 'https://api.pointbook.test/')
    expect(isNative()).toBe(true)
    expect(platform()).toBe('android')
    expect(serverUrl()).toBe('https://api.pointbook.test')
    expect(apiUrl('/api/books/b1/import?dryRun=1')).toBe(
      'https://api.pointbook.test/api/books/b1/import?dryRun=1',
    )
    // Already absolute addresses are left alone.
    expect(apiUrl('https://elsewhere.test/x')).toBe('https://elsewhere.test/x')
    expect(apiUrl('//elsewhere.test/x')).toBe('//elsewhere.test/x')
  })

  it('sends the HTTP client’s requests (raw, typed, stream, downloads) to the server', async () => {
    useFakeNativeBridge('android')
    vi.stubEnv('VITE_SERVER_URL', 'http://10.0.2.2:3000')
    const { urls, client } = recordingClient()
    await client.fetch('/api/realtime', { headers: { Accept: 'text/event-stream' } })
    await client.send('POST', '/api/auth/sign-in/email', { email: 'a@b.test' })
    const { hc } = await import('hono/client')
    const { ok } = await hc<import('../../server/api').AppType>('/api', { fetch: client.fetch }).config.$get()
    expect(ok).toBe(true)
    expect(urls).toEqual([
      'http://10.0.2.2:3000/api/realtime',
      'http://10.0.2.2:3000/api/auth/sign-in/email',
      'http://10.0.2.2:3000/api/config',
    ])
  })
})
