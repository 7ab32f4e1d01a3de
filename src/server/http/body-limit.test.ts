import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'

const ctx = await setupTestApp()
const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
afterAll(() => new Promise((resolve) => server.close(resolve)))

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
afterAll(() => agent.destroy())

function send(method: string, path: string, body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method, path, agent, headers: { 'Content-Type': 'application/json' } },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => {
            text += chunk
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
        },
      )
      req.on('error', reject)
      req.end(body)
    },
  )
}

describe('a body over the limit', () => {
  it('is answered 413 and the keep-alive client’s next request still works', async () => {
    const tooLarge = await send('POST', '/api/books', Buffer.alloc(1_100_000, 'a'))
    expect(tooLarge.status).toBe(413)
    expect(JSON.parse(tooLarge.text).error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(tooLarge.headers.connection).toBe('close')
    const next = await send('GET', '/api/health')
    expect(next.status).toBe(200)
  })
})
