import { and, eq } from 'drizzle-orm'
import {
  REPORT_TOTAL_MAX,
  type ReportData,
  type ReportReceipt,
  type ReportTarget,
} from '../../../shared/moderation'
import { plainText } from '../../../shared/plain-text'
import type { KeyValueStore } from '../../auth/store'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { excerpt } from '../../lib/clip'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { bookFor } from '../books/book.lookup'
import { commentFor } from '../posts/comment.service'
import { postFor } from '../posts/post.service'
import { getPublicProfile } from '../profiles/profile.service'
import { personLabel } from './moderation.service'
import { reports } from './moderation.table'

/**
 * What a report keeps of its target: whose it is, a name or title, and a preview; Markdown (a
 * post's content, a book's description) as the plain text it reads as.
 */
export interface TargetSnapshot {
  id: string
  ownerId: string
  label: string
  preview: string
}

const LABEL_MAX = 200
const PREVIEW_MAX = 500

/** The target as the reporter may see it (404 otherwise: nobody reports what they cannot see). */
async function snapshotFor(db: Db, actor: Actor, type: ReportTarget, id: string): Promise<TargetSnapshot> {
  if (type === 'user') {
    const profile = await getPublicProfile(db, actor, id)
    return {
      id: profile.id,
      ownerId: profile.id,
      label: excerpt(personLabel(profile), LABEL_MAX),
      preview: excerpt(profile.bio, PREVIEW_MAX),
    }
  }
  if (type === 'post') {
    const { post } = await postFor(db, actor, id)
    return {
      id: post.id,
      ownerId: post.authorId,
      // Content that is all code or images reads as nothing: its own words then.
      label: excerpt(post.title, LABEL_MAX) || excerpt(plainText(post.content)) || excerpt(post.content),
      preview: excerpt(plainText(post.content), PREVIEW_MAX),
    }
  }
  if (type === 'comment') {
    // A comment or a reply the reporter can read (an emptied placeholder has nothing to report).
    const row = await commentFor(db, actor, id)
    const { comment } = row
    if (comment.deletedAt || !comment.authorId) throw notFound()
    const words = excerpt(plainText(comment.content)) || excerpt(comment.content)
    return {
      id: comment.id,
      ownerId: comment.authorId,
      label: words,
      preview: excerpt(plainText(comment.content), PREVIEW_MAX),
    }
  }
  const { row } = await bookFor(db, actor, id)
  return {
    id: row.book.id,
    ownerId: row.book.ownerId,
    label: excerpt(row.book.title, LABEL_MAX),
    preview: excerpt(plainText(row.book.description), PREVIEW_MAX),
  }
}

const SEPARATOR = '\n\n———\n\n'
const HOUR_SECONDS = 60 * 60

export interface ReportDeps {
  db: Db
  config: Pick<Config, 'REPORTS_PER_HOUR'>
  store: KeyValueStore
}

/**
 * Counts one report against the reporter's hour in the shared store (every server process
 * counts together, as the write limit does); refuses past `REPORTS_PER_HOUR`, saying when the
 * hour ends. A flood of reports on many targets is bounded here; one target is one open row.
 */
async function spendReport({ store, config }: ReportDeps, reporterId: string): Promise<void> {
  const nowSeconds = clock.now().getTime() / 1000
  const hour = Math.floor(nowSeconds / HOUR_SECONDS)
  const sent = await store.increment(`reports:${reporterId}:${hour}`, HOUR_SECONDS)
  if (sent > config.REPORTS_PER_HOUR) {
    const retryAfter = Math.ceil((hour + 1) * HOUR_SECONDS - nowSeconds)
    throw Object.assign(new AppError('REPORT_LIMIT_REACHED'), { retryAfter })
  }
}

/**
 * Reports a person, a post, a book or a comment the reporter can see. One open report per reporter and
 * target (the partial unique index `reports_one_open_key`): a repeat adds its words to the open
 * one (and its reason replaces the first), so an admin reads one row per person per target.
 * Oneself and one's own content cannot be reported; at most `REPORTS_PER_HOUR` an hour.
 */
export async function createReport(
  deps: ReportDeps,
  actor: Actor,
  input: ReportData,
): Promise<ReportReceipt> {
  const { db } = deps
  const target = await snapshotFor(db, actor, input.targetType, input.targetId)
  if (target.ownerId === actor.id) throw new AppError('CANNOT_REPORT_SELF')
  await spendReport(deps, actor.id)
  const targetId = target.id
  const now = clock.now()
  const attempt = () =>
    db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: reports.id, content: reports.content })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, actor.id),
            eq(reports.targetType, input.targetType),
            eq(reports.targetId, targetId),
            eq(reports.status, 'open'),
          ),
        )
        .for('update')
      if (open) {
        const content = `${open.content}${SEPARATOR}${input.content}`
        if (Array.from(content).length > REPORT_TOTAL_MAX)
          throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'content', code: 'too-long' }])
        await tx
          .update(reports)
          .set({
            content,
            reason: input.reason,
            targetLabel: target.label,
            targetPreview: target.preview,
            updatedAt: now,
          })
          .where(eq(reports.id, open.id))
        return { id: open.id, isNew: false }
      }
      const id = newId()
      await tx.insert(reports).values({
        id,
        reporterId: actor.id,
        targetType: input.targetType,
        targetId,
        targetUserId: target.ownerId,
        targetLabel: target.label,
        targetPreview: target.preview,
        reason: input.reason,
        content: input.content,
        createdAt: now,
        updatedAt: now,
      })
      return { id, isNew: true }
    })
  try {
    return await attempt()
  } catch (error) {
    // Two reports by one person on one target at once: the second joins the first.
    if (isUniqueViolation(error, 'reports_one_open_key')) return attempt()
    throw error
  }
}
