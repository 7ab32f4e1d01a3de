import { afterAll, describe, expect, it } from 'vitest'
import type { AgentResult } from '../../../shared/imports'
import { setupTestApp } from '../../test/app'
import { CANNED, startChatServer } from '../../test/chat'
import { caller, newBook, share } from '../../test/fixtures'
import { createUsers } from '../../test/users'

const chat = await startChatServer()
afterAll(() => chat.close())
const env = {
  AI_BASE_URL: chat.url,
  AI_API_KEY: 'test-key',
  AI_MODEL: 'test-model',
  AI_TIMEOUT_MS: '1500',
  AI_GENERATIONS_PER_DAY: '30',
}
const ctx = await setupTestApp(env)
const call = caller(ctx)
const { owner, viewer, stranger, thrifty } = await createUsers(ctx, 'owner', 'viewer', 'stranger', 'thrifty')
const book = await newBook(call, owner, { title: 'Agent', visibility: 'private' })
await share(call, owner, book.id, viewer, 'viewer')

const material = { text: 'Mitochondria make ATP. The nucleus holds DNA. Ribosomes make proteins.' }
const pointCount = async () => (await call(owner, 'GET', `/books/${book.id}`)).body.pointCount

describe('the book agent', () => {
  it('sends the material with the JSON shape as structured output and proposes the points, saving none', async () => {
    const reply = await call<AgentResult>(owner, 'POST', `/books/${book.id}/agent`, material)
    expect(reply.status).toBe(200)
    expect(reply.body.points.map((p) => [p.sectionTitle, p.title, p.hiddenContent])).toEqual([
      ['Cells', 'What is the powerhouse of the cell?', 'The mitochondrion'],
      ['Cells', 'What does the nucleus hold?', 'DNA'],
      ['Cells', 'What do ribosomes make?', 'Proteins'],
    ])
    expect(reply.body.remaining).toBe(29)
    const sent = chat.requests.at(-1) as {
      model: string
      stream: boolean
      response_format: unknown
      messages: unknown[]
    }
    expect(sent.model).toBe('test-model')
    expect(sent.stream).toBe(true)
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } })
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: material.text })
    expect(await pointCount()).toBe(0)
  })

  it('streams progress lines, then the proposal', async () => {
    const response = await ctx.app.request(`/api/books/${book.id}/agent`, {
      method: 'POST',
      headers: {
        Origin: ctx.config.publicUrl,
        Cookie: owner.cookie,
        'Content-Type': 'application/json',
        Accept: 'application/x-ndjson',
      },
      body: JSON.stringify(material),
    })
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    const progress = lines.filter((line) => line.type === 'progress').map((line) => line.done)
    expect(progress.length).toBeGreaterThan(2)
    expect(progress.at(-1)).toBe(CANNED.length)
    expect(lines.at(-1)).toMatchObject({ type: 'agent', result: { points: [{}, {}, {}] } })
  })

  const failures: [string, Parameters<typeof chat.plan>[0], number, string][] = [
    ['the endpoint is busy (429)', { kind: 'status', status: 429 }, 503, 'AGENT_BUSY'],
    ['the endpoint fails (500)', { kind: 'status', status: 500 }, 502, 'AGENT_FAILED'],
    ['the endpoint never answers', { kind: 'hang' }, 504, 'AGENT_TIMEOUT'],
    [
      'the model writes malformed JSON',
      { kind: 'answer', content: '{"sections": [{"title": "x", "poi' },
      502,
      'AGENT_BAD_ANSWER',
    ],
    ['the model writes another shape', { kind: 'answer', content: '{"cards": []}' }, 502, 'AGENT_BAD_ANSWER'],
  ]
  it.each(failures)('%s: a clear error, nothing saved', async (_, planned, status, code) => {
    chat.plan(planned)
    const reply = await call(owner, 'POST', `/books/${book.id}/agent`, material)
    expect([reply.status, reply.body.error.code]).toEqual([status, code])
    expect(await pointCount()).toBe(0)
  })

  it('reads an answer that is not streamed, and one wrapped in a Markdown fence', async () => {
    const whole = await setupTestApp({ ...env, AI_STREAM: 'false' })
    const { writer } = await createUsers(whole, 'writer')
    const wholeCall = caller(whole)
    const mine = await newBook(wholeCall, writer, { title: 'Whole' })
    chat.plan({ kind: 'answer', content: `\`\`\`json\n${CANNED}\n\`\`\`` })
    const reply = await wholeCall<AgentResult>(writer, 'POST', `/books/${mine.id}/agent`, material)
    expect(reply.status).toBe(200)
    expect(reply.body.points).toHaveLength(3)
    expect((chat.requests.at(-1) as { stream?: boolean }).stream).toBeUndefined()
  })

  it('refuses past the daily limit, before asking the endpoint', async () => {
    const tight = await setupTestApp({ ...env, AI_GENERATIONS_PER_DAY: '1' })
    const tightCall = caller(tight)
    const { writer } = await createUsers(tight, 'writer')
    const mine = await newBook(tightCall, writer, { title: 'Tight' })
    expect((await tightCall(writer, 'POST', `/books/${mine.id}/agent`, material)).status).toBe(200)
    const asked = chat.requests.length
    const refused = await tightCall(writer, 'POST', `/books/${mine.id}/agent`, material)
    expect([refused.status, refused.body.error.code]).toEqual([429, 'AGENT_LIMIT_REACHED'])
    expect(chat.requests.length).toBe(asked)
  })

  it('is for the owner and editors; the text is required, bounded and free of NUL', async () => {
    expect((await call(null, 'POST', `/books/${book.id}/agent`, material)).status).toBe(401)
    expect((await call(stranger, 'POST', `/books/${book.id}/agent`, material)).status).toBe(404)
    expect((await call(viewer, 'POST', `/books/${book.id}/agent`, material)).status).toBe(403)
    for (const text of ['   ', 'a\u0000b', 'x'.repeat(60_001)]) {
      const reply = await call(
        thrifty,
        'POST',
        `/books/${(await newBook(call, thrifty, { title: 'T' })).id}/agent`,
        { text },
      )
      expect([reply.status, reply.body.error.details[0].path]).toEqual([400, 'text'])
    }
  })

  it('says it is not configured when the server has no endpoint', async () => {
    const bare = await setupTestApp()
    const bareCall = caller(bare)
    const { writer } = await createUsers(bare, 'writer')
    const mine = await newBook(bareCall, writer, { title: 'Bare' })
    const reply = await bareCall(writer, 'POST', `/books/${mine.id}/agent`, material)
    expect([reply.status, reply.body.error.code]).toEqual([503, 'AGENT_NOT_CONFIGURED'])
    expect((await bareCall(null, 'GET', '/config')).body.agent).toBe(false)
    expect((await call(null, 'GET', '/config')).body.agent).toBe(true)
  })
})
