import { sql } from 'drizzle-orm'
import { rowsOf } from '../../db/rows'
import { defineSubscriber } from '../../events/emit'
import { enqueueJob, type JobHandler } from '../../jobs/jobs'
import type { Mailer } from '../../mail/mailer'
import { appealAnswerMail } from '../../mail/templates'

export const APPEAL_ANSWER_MAIL = 'appeal-answer-mail'

/**
 * An answered appeal is mailed to the person (they are banned, or were: the app is closed to
 * them), by the worker after the answer commits: the job is recorded in the answer's transaction,
 * so the mail goes if and only if the answer stands, and a failed send is tried again.
 */
export const appealSubscriber = defineSubscriber({
  name: 'appeals',
  applicableEvents: ['appeal.answered'],
  async handle(tx, event) {
    await enqueueJob(tx, APPEAL_ANSWER_MAIL, { appealId: event.appealId })
  },
})

/** Sends the answer of one appeal in the language it was written in, with the admin's note. */
export function appealAnswerMailer(mailer: Mailer, signInUrl: () => string): JobHandler {
  return async (tx, job) => {
    const [appeal] = await rowsOf<{ email: string; locale: string; status: string; answer_note: string }>(
      tx,
      sql`select u.email, a.locale, a.status, a.answer_note from appeals a join users u on u.id = a.user_id
          where a.id = ${String(job.payload.appealId)}`,
    )
    // The account is gone, or the appeal with it: nobody to tell.
    if (appeal && appeal.status !== 'open')
      await mailer.send(
        appealAnswerMail(
          appeal.email,
          appeal.locale,
          appeal.status === 'accepted',
          appeal.answer_note,
          signInUrl(),
        ),
      )
    return { cursor: null, done: true }
  }
}
