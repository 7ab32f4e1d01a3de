import OpenAI from 'openai'
import type { Config } from '../../config'
import { AppError } from '../../lib/app-error'

/** The JSON import shape as a strict JSON Schema, for the endpoint's structured output. */
const strictObject = (properties: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
})
const string = { type: 'string' }
const POINTS_SCHEMA = strictObject({
  sections: {
    type: 'array',
    items: strictObject({
      title: string,
      description: string,
      points: {
        type: 'array',
        items: strictObject({ title: string, description: string, content: string, hidden_content: string }),
      },
    }),
  },
})

const SYSTEM_PROMPT = [
  'You turn study material into knowledge points: flashcards a learner reviews before an exam.',
  'Write in the language of the material. Group the points into sections by topic, in the order of the material.',
  'For each point: "title" is a short question or term (under 120 characters); "description" is one sentence of context;',
  '"content" explains it in Markdown (lists, **bold**, `code`, $math$ where it helps); "hidden_content" is the answer',
  'the learner should recall, short. Use only facts from the material. Answer with JSON only.',
].join(' ')

export interface ChatRequest {
  text: string
  signal: AbortSignal
  /** Characters of the answer received so far, while it streams. */
  onProgress?: (received: number) => void | Promise<void>
}

/**
 * One question to the configured OpenAI-compatible endpoint: the material in, the answer's text
 * out. Its failures become the agent's translated errors: busy (429), failed (other statuses,
 * the connection), timed out (AI_TIMEOUT_MS, also while it streams).
 */
export async function askForPoints(config: Config, request: ChatRequest): Promise<string> {
  if (!config.AI_BASE_URL || !config.AI_API_KEY || !config.AI_MODEL)
    throw new AppError('AGENT_NOT_CONFIGURED')
  const client = new OpenAI({ baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY, maxRetries: 0 })
  const timeout = AbortSignal.timeout(config.AI_TIMEOUT_MS)
  const signal = AbortSignal.any([request.signal, timeout])
  const body = {
    model: config.AI_MODEL,
    messages: [
      { role: 'system' as const, content: SYSTEM_PROMPT },
      { role: 'user' as const, content: request.text },
    ],
    response_format: {
      type: 'json_schema' as const,
      json_schema: { name: 'knowledge_points', strict: true, schema: POINTS_SCHEMA },
    },
  }
  try {
    if (!config.AI_STREAM) {
      const completion = await client.chat.completions.create(body, { signal })
      return completion.choices[0]?.message?.content ?? ''
    }
    const stream = await client.chat.completions.create({ ...body, stream: true }, { signal })
    let answer = ''
    for await (const chunk of stream) {
      answer += chunk.choices[0]?.delta?.content ?? ''
      await request.onProgress?.(answer.length)
    }
    // An aborted stream can end its loop quietly: the answer then is only what came before.
    signal.throwIfAborted()
    return answer
  } catch (error) {
    if (timeout.aborted && !request.signal.aborted) throw new AppError('AGENT_TIMEOUT')
    if (request.signal.aborted) throw error
    if (error instanceof OpenAI.RateLimitError) throw new AppError('AGENT_BUSY')
    if (error instanceof OpenAI.APIConnectionTimeoutError) throw new AppError('AGENT_TIMEOUT')
    if (error instanceof OpenAI.APIError || error instanceof SyntaxError) throw new AppError('AGENT_FAILED')
    throw error
  }
}
