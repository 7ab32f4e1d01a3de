import { setImmediate } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client'
import { rowsOf } from '../db/rows'
import { clock } from '../lib/clock'
import { newId } from '../lib/ids'
import type { Logger } from '../lib/logger'
import { jobs } from './job.table'

/** The NOTIFY channel that wakes the workers of every process when a job is recorded. */
const JOBS_CHANNEL = 'pointbook_jobs'

interface JobRow {
  id: string
  kind: string
  payload: Record<string, unknown>
  cursor: string | null
  attempts: number
  created_ms: number
}

/** One batch of a job, in the claiming transaction: where the next batch starts, or done. */
export type JobHandler = (tx: Db, job: JobRow) => Promise<{ cursor: string | null; done: boolean }>

/** Records a job in the caller's transaction: it exists, and is heard of, only if that commits. */
export async function enqueueJob(tx: Db, kind: string, payload: Record<string, unknown>): Promise<string> {
  const id = newId()
  const now = clock.now()
  await tx.insert(jobs).values({ id, kind, payload, runAfter: now, createdAt: now })
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${id})`)
  return id
}

export interface JobRunner {
  /** Hears new jobs (NOTIFY) and polls for jobs left behind (a crashed process, a retry). */
  start(database: Database): Promise<void>
  /** Claims one job and does one batch of it; false when there was none to claim. */
  runOnce(): Promise<boolean>
  /** Runs batches until no job is left (tests, and the benchmark). */
  drain(): Promise<void>
  /** Stops polling and waits for the batch in progress. */
  stop(): Promise<void>
}

export interface JobRunnerOptions {
  /**
   * Awaited before each batch the background worker runs (not by `drain`): on PGlite, a gap
   * between requests (lib/request-gate.ts), as its one connection would make every query of
   * every request wait behind the batch.
   */
  beforeBatch?: (lastBatchMs: number) => Promise<void>
}

const POLL_MS = 5_000
/** A failing job waits longer each time (up to ten minutes) and is given up after this many. */
const MAX_ATTEMPTS = 10

/**
 * The worker: one job at a time, one batch per transaction. The job's row is claimed with
 * `FOR UPDATE SKIP LOCKED`, so two processes on one PostgreSQL never run the same batch, and the
 * batch's writes and the job's new cursor commit together: a crash at any point resumes after
 * the last committed batch. A batch that fails is rolled back to a savepoint and retried later.
 */
export function createJobRunner(
  database: Database,
  logger: Logger,
  handlers: Record<string, JobHandler>,
  options: JobRunnerOptions = {},
): JobRunner {
  let running: Promise<void> | null = null
  let wanted = false
  let stopped = false
  let poll: NodeJS.Timeout | undefined
  /** How long the last batch held the database: PGlite's worker waits about as long (deps.ts). */
  let lastBatchMs = 0

  async function runOnce(): Promise<boolean> {
    return database.db.transaction(async (tx) => {
      const [job] = await rowsOf<JobRow>(
        tx,
        sql`select id, kind, payload, cursor, attempts, (extract(epoch from created_at) * 1000)::float8 as created_ms from jobs
          where done_at is null and run_after <= ${clock.now()}
          order by run_after, created_at limit 1
          for update skip locked`,
      )
      if (!job) return false
      const handler = handlers[job.kind]
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
        const result = await tx.transaction((savepoint) => handler(savepoint, job))
        // A job not done goes to the back of the line (run_after = now): jobs take turns, batch
        // by batch, so a fan-out to a few followers is not held up behind one to 100,000.
        await tx.execute(sql`update jobs set cursor = ${result.cursor}, attempts = 0, last_error = null,
          run_after = ${clock.now()}, done_at = ${result.done ? clock.now() : null} where id = ${job.id}`)
        // How long a fan-out takes from its cause to its last receiver (bench:publish reads it).
        if (result.done)
          logger.info(
            { jobId: job.id, kind: job.kind, ms: Math.round(clock.now().getTime() - Number(job.created_ms)) },
            'job done',
          )
      } catch (error) {
        const attempts = job.attempts + 1
        const delayMs = Math.min(600_000, 1000 * 2 ** attempts)
        logger.warn({ err: error, jobId: job.id, kind: job.kind, attempts }, 'job batch failed')
        await tx.execute(sql`update jobs set attempts = ${attempts}, last_error = ${String(error).slice(0, 1000)},
          run_after = ${new Date(clock.now().getTime() + delayMs)},
          done_at = ${attempts >= MAX_ATTEMPTS ? clock.now() : null} where id = ${job.id}`)
      }
      return true
    })
  }

  async function loop(): Promise<void> {
    while (wanted && !stopped) {
      wanted = false
      try {
        for (;;) {
          // PGlite answers in microtasks: without a turn of the event loop between batches, no
          // request is even read until the whole job is done (a 100,000-follower fan-out held a
          // publish 39 s in the socket, where the gate below never saw it).
          await setImmediate()
          await options.beforeBatch?.(lastBatchMs)
          const started = performance.now()
          const ran = !stopped && (await runOnce())
          lastBatchMs = performance.now() - started
          if (!ran) break
          wanted = false
        }
      } catch (error) {
        if (!stopped) logger.warn({ err: error }, 'job worker: claiming failed')
      }
    }
  }

  function kick(): void {
    wanted = true
    running ??= loop().finally(() => {
      running = null
      if (wanted && !stopped) kick()
    })
  }

  return {
    async start(db) {
      await db.listen?.(JOBS_CHANNEL, () => kick())
      poll = setInterval(kick, POLL_MS)
      poll.unref()
      kick()
    },
    runOnce,
    async drain() {
      // A batch the background worker holds is skipped by runOnce (SKIP LOCKED): wait for it too.
      for (;;) {
        await running
        if (await runOnce()) continue
        if (!running) return
      }
    },
    async stop() {
      stopped = true
      clearInterval(poll)
      await running
    },
  }
}
