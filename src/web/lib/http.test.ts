import { describe, expect, it } from 'vitest'
import { createHttpClient, IDEMPOTENT_METHODS, RETRY_STATUSES } from './http'

/** A server that answers each call with the next status of a script, recording what it got. */
function scriptedServer(statuses: number[]) {
  const calls: { method: string; body: string; contentType: string | null }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    calls.push({
      method: request.method,
      body: await request.text(),
      contentType: request.headers.get('content-type'),
    })
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200
    return new Response(status === 204 ? null : '{}', { status })
  }
  return { calls, client: createHttpClient({ fetch: fetch as typeof globalThis.fetch, retryDelayMs: 0 }) }
}

const URL_ = 'http://pointbook.test/api/thing'
const ALL_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'POST', 'PATCH']

describe('the HTTP client retry rules', () => {
  it('lists exactly the statuses and methods of the spec', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    expect([...IDEMPOTENT_METHODS].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PUT'])
  })

  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    it(`retries an idempotent call once on ${status}`, async () => {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const { calls, client } = scriptedServer([status, 200])
        const response = await client.fetch(URL_, { method })
        expect(response.status).toBe(200)
        expect(calls).toHaveLength(2)
      }
    })
  }

  it('retries exactly once: a second failure is returned, not retried again', async () => {
    const { calls, client } = scriptedServer([503, 503, 200])
    expect((await client.fetch(URL_)).status).toBe(503)
    expect(calls).toHaveLength(2)
  })

  it('never retries POST or PATCH', async () => {
    for (const method of ['POST', 'PATCH']) {
      const { calls, client } = scriptedServer([503, 200])
      expect((await client.fetch(URL_, { method, body: '{}' })).status).toBe(503)
      expect(calls).toHaveLength(1)
    }
  })

  it('does not retry other statuses', async () => {
    for (const status of [200, 400, 401, 403, 404, 413, 501]) {
      for (const method of ALL_METHODS) {
        const { calls, client } = scriptedServer([status, 200])
        await client.fetch(URL_, { method, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' })
        expect(calls).toHaveLength(1)
      }
    }
  })

  it('sends the same body again on the retry of a PUT', async () => {
    const { calls, client } = scriptedServer([500, 200])
    await client.send('PUT', URL_, { a: 1 })
    expect(calls.map((c) => c.body)).toEqual(['{"a":1}', '{"a":1}'])
  })
})

describe('JSON bodies', () => {
  it.each(['PATCH', 'POST', 'PUT', 'DELETE'])('%s sends its body as JSON', async (method) => {
    const { calls, client } = scriptedServer([200])
    await client.send(method, URL_, { title: 'x' })
    expect(calls[0]).toEqual({ method, body: '{"title":"x"}', contentType: 'application/json' })
  })

  it('GET sends no body', async () => {
    const { calls, client } = scriptedServer([200])
    await client.send('GET', URL_, { title: 'x' })
    expect(calls[0]?.body).toBe('')
  })
})

describe('an early answer (the first page, requested by boot.js)', () => {
  function withEarly(answers: Record<string, Response | null>) {
    const calls: string[] = []
    const early = new Map(Object.entries(answers).map(([path, answer]) => [path, Promise.resolve(answer)]))
    const client = createHttpClient({
      fetch: (async (input: RequestInfo | URL) => {
        calls.push(new Request(input).url)
        return new Response('{"from":"server"}')
      }) as typeof globalThis.fetch,
      retryDelayMs: 0,
      url: (path) => `http://pointbook.test${path}`,
      early: (path) => {
        const answer = early.get(path)
        early.delete(path)
        return answer
      },
    })
    return { calls, client }
  }

  it('answers the first GET of its address without a request, and only the first', async () => {
    const { calls, client } = withEarly({ '/api/books/x': new Response('{"from":"early"}') })
    expect(await (await client.fetch('/api/books/x')).json()).toEqual({ from: 'early' })
    expect(calls).toEqual([])
    expect(await (await client.fetch('/api/books/x')).json()).toEqual({ from: 'server' })
    expect(calls).toHaveLength(1)
  })

  it('is not used for another address or another method', async () => {
    const { calls, client } = withEarly({ '/api/books/x': new Response('{"from":"early"}') })
    await client.fetch('/api/books/y')
    await client.fetch('/api/books/x', { method: 'DELETE' })
    expect(calls).toEqual(['http://pointbook.test/api/books/y', 'http://pointbook.test/api/books/x'])
  })

  it('asks the server again when the early request failed or answered a retryable status', async () => {
    for (const answer of [null, new Response('{}', { status: 503 })]) {
      const { calls, client } = withEarly({ '/api/books/x': answer })
      expect(await (await client.fetch('/api/books/x')).json()).toEqual({ from: 'server' })
      expect(calls).toHaveLength(1)
    }
  })

  it('passes a client error through as the answer (a 404 is the page’s answer)', async () => {
    const { calls, client } = withEarly({ '/api/books/x': new Response('{}', { status: 404 }) })
    expect((await client.fetch('/api/books/x')).status).toBe(404)
    expect(calls).toEqual([])
  })
})
