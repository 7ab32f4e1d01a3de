import { z } from 'zod'
import type { BanNotice } from './ban-notice'
import { UserSummarySchema } from './books'
import { APPEAL_CONTENT_MAX, APPEAL_STATUSES } from './moderation-constants'
import { PageQuery, pageSchema } from './pagination'
import { text, timestamp, trimmedText } from './text'
import { V } from './validation'

/** How long the appeal token a refused sign-in carries stays good. */
export const APPEAL_TOKEN_MINUTES = 60

/** What a refused sign-in (403 `USER_BANNED`) says of the ban: `BanNotice` (shared/ban-notice.ts). */
export const BanNoticeSchema: z.ZodType<BanNotice> = z.object({
  note: text(),
  bannedAt: timestamp(),
  appealUntil: timestamp(),
  appeal: z
    .object({
      status: z.enum(APPEAL_STATUSES),
      createdAt: timestamp(),
      answeredAt: timestamp().nullable(),
    })
    .nullable(),
  appealToken: text().nullable(),
})
export type { BanNotice }

export const AppealInput = z
  .object({
    // base64url(who, which ban, until when) . base64url(signature)
    token: text()
      .min(1, V.required)
      .max(500, V.invalid)
      .regex(/^[\w-]+\.[\w-]+$/, V.invalid),
    content: trimmedText().min(1, V.required).max(APPEAL_CONTENT_MAX, V.tooLong),
  })
  .strict()
export type AppealInput = z.input<typeof AppealInput>

export const AppealReceiptSchema = z.object({ id: text(), status: z.enum(APPEAL_STATUSES) })
export type AppealReceipt = z.infer<typeof AppealReceiptSchema>

/** An appeal in the admin queue, with the ban it answers as the admin gave it. */
const AppealSchema = z.object({
  id: text(),
  /** The person, while their account exists (an admin sees a banned person). */
  user: UserSummarySchema.nullable(),
  content: text(),
  status: z.enum(APPEAL_STATUSES),
  ban: z.object({
    /** The audit log's entry of the ban, when there is one. */
    actionId: text().nullable(),
    adminName: text(),
    note: text(),
    bannedAt: timestamp(),
    /** The person is banned still (an admin may have lifted it by other means). */
    isBanned: z.boolean(),
  }),
  answerNote: text(),
  answeredBy: UserSummarySchema.nullable(),
  answeredAt: timestamp().nullable(),
  createdAt: timestamp(),
})
export type Appeal = z.infer<typeof AppealSchema>

export const APPEAL_LISTS = ['open', 'answered'] as const
export const AppealListQuery = PageQuery.extend({ status: z.enum(APPEAL_LISTS).default('open') })
export type AppealListQuery = z.infer<typeof AppealListQuery>

export const AppealPageSchema = pageSchema(AppealSchema).extend({ openCount: z.number().int() })
export type AppealPage = z.infer<typeof AppealPageSchema>
