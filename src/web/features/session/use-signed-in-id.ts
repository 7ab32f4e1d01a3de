import { useQueryClient } from '@tanstack/react-query'
import type { MyProfile } from '../../../shared/accounts'
import { meKey } from './me-query'

/**
 * Who this page shows signed in, read from the cache without subscribing to it: whose draft a form
 * opens with (`useDraft`), which it reads once, when it opens. Null for a visitor.
 */
export function useSignedInId(): string | null {
  return useQueryClient().getQueryData<MyProfile | null>(meKey)?.id ?? null
}
