import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { timerKeys } from '../timers/queries'
import { invalidateStudy, studyKeys } from './queries'

describe('invalidateStudy', () => {
  it("marks the study counts and the exam timers' paces stale", () => {
    const queryClient = new QueryClient()
    for (const key of [studyKeys.today(), studyKeys.stats(), timerKeys.list()])
      queryClient.setQueryData(key, {})
    invalidateStudy(queryClient)
    for (const key of [studyKeys.today(), studyKeys.stats(), timerKeys.list()])
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
  })
})
