import type { AgentResult } from '../../../shared/imports'
import type { KeyValueStore } from '../../auth/store'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { AppError } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { bookFactsFor } from '../books/book.lookup'
import { canEditPoint } from '../points/point.policy'
import { askForPoints } from './chat'
import { jsonRows } from './rows'

export interface AgentDeps {
  db: Db
  config: Config
  store: KeyValueStore
}

const DAY_SECONDS = 24 * 60 * 60

/** Counts one generation against the person's day (UTC); refuses past the limit. */
async function spendGeneration({ store, config }: AgentDeps, userId: string): Promise<number> {
  const day = Math.floor(clock.now().getTime() / (DAY_SECONDS * 1000))
  const used = await store.increment(`agent:${userId}:${day}`, DAY_SECONDS)
  if (used > config.AI_GENERATIONS_PER_DAY) {
    // The day (UTC) the count is for ends then: a client can say when to try again.
    const secondsLeft = (day + 1) * DAY_SECONDS - clock.now().getTime() / 1000
    throw Object.assign(new AppError('AGENT_LIMIT_REACHED'), { retryAfter: secondsLeft })
  }
  return config.AI_GENERATIONS_PER_DAY - used
}

/**
 * The book agent: the material goes to the AI endpoint, its answer comes back as rows in the
 * import's JSON shape, for the same preview and commit as a file. Nothing is saved here.
 */
export async function proposePoints(
  deps: AgentDeps,
  actor: Actor,
  bookId: string,
  text: string,
  run: { signal: AbortSignal; onProgress?: (received: number) => void | Promise<void> },
): Promise<AgentResult> {
  await bookFactsFor(deps.db, actor, bookId, canEditPoint)
  if (!deps.config.isAgentEnabled) throw new AppError('AGENT_NOT_CONFIGURED')
  const remaining = await spendGeneration(deps, actor.id)
  const answer = await askForPoints(deps.config, { text, signal: run.signal, onProgress: run.onProgress })
  // Some endpoints wrap JSON in a Markdown fence even when asked for JSON only.
  const json = answer.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '')
  const { rows, issues } = jsonRows(json)
  if (issues.length > 0 || rows.length === 0) throw new AppError('AGENT_BAD_ANSWER')
  return { points: rows, remaining }
}
