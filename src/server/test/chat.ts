import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A chat-completions server for tests, speaking what OpenAI-compatible endpoints speak:
 * `POST /chat/completions`, answered whole or streamed as Server-Sent Events (`stream: true`),
 * and failing as they fail. Each request takes the next planned answer; with none planned it
 * answers `CANNED` (three points). Used by the API tests and the end-to-end run's server.
 */
type Planned =
  | { kind: 'answer'; content: string }
  | { kind: 'status'; status: number; message?: string }
  /** Headers and nothing more: the client's timeout has to end it. */
  | { kind: 'hang' }

export const CANNED = JSON.stringify({
  sections: [
    {
      title: 'Cells',
      description: 'What cells are made of',
      points: [
        {
          title: 'What is the powerhouse of the cell?',
          description: 'Energy in cells',
          content: 'The **mitochondrion** makes ATP.',
          hidden_content: 'The mitochondrion',
        },
        {
          title: 'What does the nucleus hold?',
          description: 'The control centre',
          content: 'The nucleus holds the **DNA**.',
          hidden_content: 'DNA',
        },
        {
          title: 'What do ribosomes make?',
          description: 'Protein synthesis',
          content: 'Ribosomes read mRNA and make proteins.',
          hidden_content: 'Proteins',
        },
      ],
    },
  ],
})

export interface ChatServer {
  url: string
  plan(...answers: Planned[]): void
  /** The bodies of the requests received, in order. */
  requests: Record<string, unknown>[]
  close(): Promise<void>
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  }
}

function chunk(content: string | null, finish: string | null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  }
}

export async function startChatServer(): Promise<ChatServer> {
  const planned: Planned[] = []
  const requests: Record<string, unknown>[] = []
  const hanging = new Set<() => void>()
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end()
      return
    }
    const body = await readJson(request)
    requests.push(body)
    const next = planned.shift() ?? { kind: 'answer', content: CANNED }
    if (next.kind === 'hang') {
      response.writeHead(200, { 'Content-Type': body.stream ? 'text/event-stream' : 'application/json' })
      response.flushHeaders()
      hanging.add(() => response.destroy())
      return
    }
    if (next.kind === 'status') {
      response.writeHead(next.status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ error: { message: next.message ?? 'failed', type: 'server_error' } }))
      return
    }
    if (!body.stream) {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(completion(next.content)))
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
    const size = Math.max(1, Math.ceil(next.content.length / 5))
    for (let at = 0; at < next.content.length; at += size)
      response.write(`data: ${JSON.stringify(chunk(next.content.slice(at, at + size), null))}\n\n`)
    response.write(`data: ${JSON.stringify(chunk(null, 'stop'))}\n\n`)
    response.end('data: [DONE]\n\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    plan: (...answers) => planned.push(...answers),
    requests,
    close: async () => {
      for (const end of hanging) end()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
