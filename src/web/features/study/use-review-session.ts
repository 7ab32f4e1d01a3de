import { onlineManager, useMutationState, useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useRef, useState } from 'react'
import type { DueList } from '../../../shared/study'
import type { RatingName } from '../../../shared/study-constants'
import { i18n } from '../../i18n/i18n'
import { errorMessage } from '../../lib/api'
import { toast } from '../../ui/toast'
import { type ReviewVariables, useRecordReview, useUndoReview } from './mutations'
import { dueOptions, studyKeys } from './queries'
import { sessionReducer, startSession } from './session'

/** When this few cards are left, the next ones are asked for. */
const LOW_WATER = 3

const variablesOf = (mutation: { state: { variables: unknown } }) =>
  mutation.state.variables as ReviewVariables

/**
 * A study session over a local queue: a rating takes the card off at once and is sent in the
 * background (its own Idempotency-Key, retried; paused offline); the list is asked for again
 * when the queue runs low, leaving out cards whose rating the server may not have yet.
 */
export function useReviewSession(first: DueList, bookId: string | undefined) {
  const queryClient = useQueryClient()
  const reviews = queryClient.getMutationCache()
  const [state, dispatch] = useReducer(sessionReducer, first, startSession)
  const record = useRecordReview()
  const undo = useUndoReview()
  const mine = { mutationKey: studyKeys.reviews() }
  const pending = useMutationState({ filters: { ...mine, status: 'pending' }, select: variablesOf })
  const failed = useMutationState({ filters: { ...mine, status: 'error' }, select: variablesOf })
  // Moves on with every answer from the server; a list fetched at the current one is up to date.
  const [generation, setGeneration] = useState(0)
  const [listedAt, setListedAt] = useState(0)
  const [isListing, setListing] = useState(false)
  const [listError, setListError] = useState<unknown>(null)
  const shownAt = useRef(Date.now())
  /** Each rating on its way, by its Idempotency-Key, until the server answers or it fails. */
  const inFlight = useRef(new Map<string, Promise<void>>())
  const current = state.queue[0] ?? null

  /** Points whose rating the server may not have: on their way, or failed. */
  const unsent = () =>
    reviews
      .findAll(mine)
      .filter((mutation) => mutation.state.status === 'pending' || mutation.state.status === 'error')
      .map((mutation) => variablesOf(mutation).pointId)

  const fetchMore = async () => {
    const at = generation
    const ratedBefore = state.log.length
    const unsentBefore = unsent()
    setListing(true)
    setListError(null)
    try {
      const list = await queryClient.fetchQuery(dueOptions(bookId))
      const exclude = new Set([...unsentBefore, ...unsent()])
      dispatch({ type: 'listed', list, exclude, ratedBefore, isSettled: exclude.size === 0 })
      setListedAt(at)
    } catch (error) {
      setListError(error)
    } finally {
      setListing(false)
    }
  }

  const isStale = listedAt !== generation
  const mustWait = state.queue.length === 0 && pending.length > 0
  // Not data loading but the queue's refill: after any render that leaves it low and out of date.
  useEffect(() => {
    if (state.queue.length <= LOW_WATER && isStale && !isListing && !listError && !mustWait) void fetchMore()
  })

  // Back online, a list that could not be fetched is asked for again.
  useEffect(() => onlineManager.subscribe((isOnline) => isOnline && setListError(null)), [])

  const send = (variables: ReviewVariables) => {
    const sent = record.mutateAsync(variables).then(
      (result) => {
        // The server's counts, once no other rating can still change them.
        if (queryClient.isMutating(mine) === 0) dispatch({ type: 'counted', counts: result.counts })
      },
      () => undefined,
    )
    inFlight.current.set(variables.key, sent)
    void sent.finally(() => {
      inFlight.current.delete(variables.key)
      setGeneration((value) => value + 1)
    })
  }

  const rate = (rating: RatingName) => {
    if (!current) return
    const durationMs = Math.max(0, Date.now() - shownAt.current)
    const key = crypto.randomUUID()
    dispatch({ type: 'rated', entry: { item: current, rating, durationMs, key } })
    shownAt.current = Date.now()
    // The session's book goes along: the answer's counts are then that book's, as the due list's.
    send({ pointId: current.point.id, rating, durationMs, key, bookId })
  }

  /** Sends the failed ratings again, each with its own key. */
  const retryFailed = () => {
    for (const mutation of reviews.findAll({ ...mine, status: 'error' })) {
      reviews.remove(mutation)
      send(variablesOf(mutation))
    }
  }

  /** Shows the last card again; the server, once it has every rating, takes its rating back. */
  const takeBack = async () => {
    const last = state.log.at(-1)
    if (!last || undo.isPending) return
    const own = reviews.find({ ...mine, predicate: (mutation) => variablesOf(mutation).key === last.key })
    // Never sent (failed, or waiting offline for its first try): nothing to take back but here.
    if (own && (own.state.status === 'error' || (own.state.isPaused && own.state.failureCount === 0))) {
      reviews.remove(own)
      inFlight.current.delete(last.key)
      dispatch({ type: 'undone', pointId: last.item.point.id, counts: null })
      shownAt.current = Date.now()
      toast(i18n.t('study.undone'), 'info')
      return
    }
    if (!onlineManager.isOnline()) {
      toast(i18n.t('study.undo-offline'), 'info')
      return
    }
    // The server takes back my latest rating: every rating before must have reached it.
    await Promise.all(inFlight.current.values())
    try {
      const result = await undo.mutateAsync({ key: crypto.randomUUID(), bookId })
      dispatch({ type: 'undone', pointId: result.pointId, counts: result.counts })
      shownAt.current = Date.now()
      setGeneration((value) => value + 1)
      toast(i18n.t('study.undone'), 'info')
    } catch (error) {
      toast(errorMessage(error), 'error')
    }
  }

  const isFinished = !current && !isStale && !isListing && pending.length === 0 && !listError
  return {
    ...state,
    current,
    pending: pending.length,
    failed: failed.length,
    listError,
    isFinished,
    canUndo: state.log.length > 0 && !undo.isPending,
    rate,
    undo: takeBack,
    retryFailed,
    retryList: () => setListError(null),
    /** Asks for the list again (a learning card may be due by now). */
    checkAgain: () => setGeneration((value) => value + 1),
  }
}
