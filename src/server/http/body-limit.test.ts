import { Agent, type IncomingHttpHeaders, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { createUsers } from '../test/users'

const ctx = await setupTestApp()
const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
afterAll(() => new Promise((resolve) => server.close(resolve)))
const { owner } = await createUsers(ctx, 'owner')

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
afterAll(() => agent.destroy())

interface Sent {
  /** The body, at once, or in chunks written `every` ms apart (its length declared or not). */
  body?: Buffer
  chunks?: { size: number; count: number; every: number; declared?: boolean }
  headers?: Record<string, string>
}

/**
 * A request as a client sends it over a keep-alive connection. A socket error at any time
 * rejects, after the answer too: a server that closes while the client still sends resets the
 * connection, and a browser then often loses the answer it had (ERR_CONNECTION_RESET).
 */
function send(method: string, path: string, { body, chunks, headers = {} }: Sent = {}) {
  type Answer = { status: number; headers: IncomingHttpHeaders; text: string }
  return new Promise<Answer>((resolve, reject) => {
    let answer: Answer | null = null
    let isSent = false
    const settle = () => {
      if (answer && isSent) resolve(answer)
    }
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          'Content-Type': 'application/json',
          ...(chunks?.declared ? { 'Content-Length': String(chunks.size * chunks.count) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, headers: res.headers, text }
          settle()
        })
      },
    )
    req.on('error', reject)
    req.on('close', () => {
      if (!isSent) reject(new Error('the connection closed before the body was sent'))
    })
    req.on('finish', () => {
      isSent = true
      settle()
    })
    if (!chunks) return req.end(body)
    let sent = 0
    const next = () => {
      if (req.destroyed) return
      if (sent++ === chunks.count) return req.end()
      req.write(Buffer.alloc(chunks.size, 'a'))
      setTimeout(next, chunks.every)
    }
    next()
  })
}

const codeOf = (text: string) => JSON.parse(text).error.code

describe('a body over the limit', () => {
  it('is answered 413 once it has arrived, and the keep-alive connection goes on', async () => {
    const tooLarge = await send('POST', '/api/books', { body: Buffer.alloc(1_100_000, 'a') })
    expect([tooLarge.status, codeOf(tooLarge.text)]).toEqual([413, 'PAYLOAD_TOO_LARGE'])
    expect(tooLarge.headers.connection).not.toBe('close')
    expect((await send('GET', '/api/health')).status).toBe(200)
  })

  it('sent in chunks without a length, is answered 413, not a reset connection', async () => {
    // 2 MB in 32 chunks against the 1 MB default: refused half-way, while the client still sends.
    const chunked = await send('POST', '/api/books', { chunks: { size: 65_536, count: 32, every: 5 } })
    expect([chunked.status, codeOf(chunked.text)]).toEqual([413, 'PAYLOAD_TOO_LARGE'])
    expect((await send('GET', '/api/health')).status).toBe(200)
  })
})

describe('an upload refused before it is read', () => {
  // 160 KB over 2 s, its length declared, as a browser's upload on a slow link sends a file.
  const file = { size: 4_096, count: 40, every: 50, declared: true }

  it('still gets its status while the file is on the way (401, 415, a bad query)', async () => {
    const raw = { 'Content-Type': 'application/octet-stream' }
    const signedIn = { ...raw, Cookie: owner.cookie, Origin: ctx.config.publicUrl }
    const cases: [string, Record<string, string>, number, string][] = [
      ['/api/books/x/import', raw, 401, 'UNAUTHORIZED'],
      [
        '/api/books/x/import',
        { ...signedIn, 'Content-Type': 'application/zip' },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['/api/books/x/import?format=apkg', signedIn, 400, 'VALIDATION_FAILED'],
    ]
    for (const [path, headers, status, code] of cases) {
      const answer = await send('POST', path, { chunks: file, headers })
      expect([answer.status, codeOf(answer.text)]).toEqual([status, code])
    }
    expect((await send('GET', '/api/health')).status).toBe(200)
  })
})
