import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminMessageInput, Report, ReportInput, ReportPage } from '../../../shared/moderation'
import { api, unwrap } from '../../lib/api'
import { moderationKeys } from './queries'

export function useReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => unwrap(api.reports.$post({ json: input })),
  })
}

/** What an admin does to a report's target, or from the target's own page. */
export type ModerationAction =
  | { kind: 'dismiss'; reportId: string }
  | { kind: 'ban-user' | 'unban-user'; userId: string }
  | { kind: 'ban-content' | 'unban-content'; content: 'post' | 'book'; id: string }
  /** A comment is removed, never banned (decision 026). */
  | { kind: 'delete-content'; content: 'post' | 'book' | 'comment'; id: string }

function run(action: ModerationAction, note: string) {
  const json = { note }
  switch (action.kind) {
    case 'dismiss':
      return unwrap(api.admin.reports[':id'].resolve.$post({ param: { id: action.reportId }, json }))
    case 'ban-user':
      return unwrap(api.admin.users[':id'].ban.$post({ param: { id: action.userId }, json }))
    case 'unban-user':
      return unwrap(api.admin.users[':id'].unban.$post({ param: { id: action.userId }, json }))
    case 'ban-content':
    case 'unban-content':
    case 'delete-content': {
      const target = api.admin.content[':kind'][':id']
      if (action.kind === 'delete-content')
        return unwrap(target.$delete({ param: { kind: action.content, id: action.id }, json }))
      const param = { kind: action.content, id: action.id }
      if (action.kind === 'ban-content') return unwrap(target.ban.$post({ param, json }))
      return unwrap(target.unban.$post({ param, json }))
    }
  }
}

type ReportPages = { pages: ReportPage[]; pageParams: unknown[] }

/** The report rows a ban or unban changes, marked at once (spec §4: `banned_at` set to now locally). */
function markBans(action: ModerationAction, now: string) {
  return (report: Report): Report => {
    const { target } = report
    if (action.kind === 'ban-user' || action.kind === 'unban-user') {
      if (target.owner?.id !== action.userId) return report
      return { ...report, target: { ...target, ownerBannedAt: action.kind === 'ban-user' ? now : null } }
    }
    if ((action.kind === 'ban-content' || action.kind === 'unban-content') && target.id === action.id)
      return { ...report, target: { ...target, bannedAt: action.kind === 'ban-content' ? now : null } }
    return report
  }
}

/**
 * An admin action. The admin lists show a ban at once; since a ban can change any list or page
 * (it hides a person everywhere), every cached answer is asked again afterwards.
 */
export function useModerate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, note }: { action: ModerationAction; note: string }) => run(action, note),
    onMutate: ({ action }) => {
      const mark = markBans(action, new Date().toISOString())
      queryClient.setQueriesData<ReportPages>({ queryKey: moderationKeys.reportLists() }, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(mark) })) }
          : data,
      )
    },
    onSettled: () => queryClient.invalidateQueries(),
  })
}

export function useSendAdminMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AdminMessageInput) => unwrap(api.admin.messages.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  })
}

/** Accepts (the ban is lifted) or rejects an appeal; the person is mailed either way. */
export function useAnswerAppeal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, accept, note }: { id: string; accept: boolean; note: string }) => {
      const appeal = api.admin.appeals[':id']
      const request = { param: { id }, json: { note } }
      return unwrap(accept ? appeal.accept.$post(request) : appeal.reject.$post(request))
    },
    // An accepted appeal lifts a ban, which any list may show.
    onSettled: () => queryClient.invalidateQueries(),
  })
}
