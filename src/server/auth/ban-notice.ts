import type { BanNotice } from '../../shared/ban-notice'
import type { ApiErrorBody } from '../../shared/errors'
import type { Db } from '../db/client'

declare module '../http/env' {
  interface AppDeps {
    /**
     * What a banned account's refused sign-in tells it: the admin's note, when, and until when it
     * may be appealed (moderation's appeals, handed in by the composition root: decision 026).
     */
    banNotice: (db: Db, userId: string) => Promise<BanNotice | null>
  }
}

/**
 * A sign-in refused with `USER_BANNED`, given the ban's notice (`error.ban`). Any other answer is
 * passed on; the notice is read only for a ban.
 */
export async function withBanNotice(response: Response, notice: () => Promise<BanNotice | null>) {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as ApiErrorBody | null
  if (body?.error?.code !== 'USER_BANNED') return response
  const ban = await notice()
  if (!ban) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify({ error: { ...body.error, ban } }), { status: response.status, headers })
}
