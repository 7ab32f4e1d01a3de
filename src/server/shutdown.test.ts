import { describe, expect, inject, it } from 'vitest'
import { openConnection, responsesIn } from './test/connection'
import { freshDataDir, signUpOn, startServerProcess } from './test/process'

const HOST = 'Host: pointbook\r\n'

// The real server as its own process on a PGlite data directory, stopped as a deployment does.
describe('graceful shutdown', () => {
  it('on SIGTERM ends streams with a retry hint, finishes what is under way, refuses the rest and frees the data directory in seconds', async () => {
    const env = { DATA_DIR: freshDataDir(inject('pgliteTemplate')) }
    const server = await startServerProcess(env)
    const bearer = `Authorization: Bearer ${await signUpOn(server.url)}\r\n`
    const stream = openConnection(server.url)
    stream.write(`GET /api/realtime HTTP/1.1\r\n${HOST}${bearer}\r\n`)
    await stream.seen(/event: ready/)
    const idle = openConnection(server.url)
    idle.write(`GET /api/health HTTP/1.1\r\n${HOST}\r\n`)
    await idle.seen(/"ok":true/)
    // Kept open for 65 s between requests, longer than a proxy's idle timeout, so a client that
    // reuses it after a pause is not reset (Node's default is 5 s).
    expect(responsesIn(idle.text())[0]?.headers['keep-alive']).toBe('timeout=65')
    // A keep-alive connection whose next request is arriving: its first line is in.
    const reused = openConnection(server.url)
    reused.write(`GET /api/health HTTP/1.1\r\n${HOST}\r\n`)
    await reused.seen(/"ok":true/)
    reused.write(`GET /api/health HTTP/1.1\r\n`)
    // A write under way: its headers are in (the server said 100 Continue), its body not yet.
    const body = JSON.stringify({ kind: 'life', content: 'Posted while the server stops' })
    const upload = openConnection(server.url)
    upload.write(
      `POST /api/posts HTTP/1.1\r\n${HOST}${bearer}Content-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    )
    await upload.seen(/100 Continue/)

    const signalled = Date.now()
    server.child.kill('SIGTERM')
    await stream.seen(/event: server\.stopped/)
    const hint = /event: server\.stopped\ndata: \{"retryMs":(\d+)\}\nretry: (\d+)\n/.exec(stream.text())
    expect(hint?.[1]).toBe(hint?.[2])
    expect(Number(hint?.[1])).toBeGreaterThanOrEqual(1000)
    // Each connection is closed once it has nothing under way, not kept for a next request.
    await Promise.all([stream.closed(), idle.closed()])

    reused.write(`${HOST}\r\n`)
    await reused.closed()
    const [, refused, ...notServed] = responsesIn(reused.text())
    expect(refused?.status).toBe(503)
    expect(refused?.headers).toMatchObject({
      connection: 'close',
      'retry-after': expect.stringMatching(/^\d+$/),
    })
    expect(JSON.parse(refused?.body ?? '')).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } })
    expect(notServed).toEqual([])

    upload.write(body)
    await upload.closed()
    const [created] = responsesIn(upload.text())
    expect(created?.status).toBe(201)
    expect(created?.headers.connection).toBe('close')
    expect(await server.exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(4000)

    // Restarted on the same directory at once: the lock went with the database, the write stayed.
    const again = await startServerProcess(env)
    const post = await fetch(`${again.url}/api/posts/${JSON.parse(created?.body ?? '').id}`)
    expect(post.status).toBe(200)
    expect(await again.stop()).toBe(0)
  })
})
