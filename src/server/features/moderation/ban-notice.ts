import type { ApiErrorBody } from '../../../shared/errors'
import type { Db } from '../../db/client'
import { banNoticeFor } from './appeal.service'

/**
 * A sign-in refused with `USER_BANNED`, given the ban's notice (`error.ban`): the admin's note,
 * when, until when it may be appealed, and the appeal token. Any other answer is passed on.
 */
export async function withBanNotice(response: Response, db: Db, secret: string, userId: string) {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as ApiErrorBody | null
  if (body?.error?.code !== 'USER_BANNED') return response
  const ban = await banNoticeFor(db, secret, userId)
  if (!ban) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify({ error: { ...body.error, ban } }), { status: response.status, headers })
}
