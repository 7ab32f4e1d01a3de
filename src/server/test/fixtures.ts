import { afterEach, beforeEach, expect } from 'vitest'
import type { Book } from '../../shared/books'
import type { PointDetail } from '../../shared/points'
import { clock } from '../lib/clock'
import type { TestContext } from './app'
import type { TestUser } from './users'

/** Test helpers for the knowledge features: JSON calls as a given user (null: anonymous). */
export type Caller = TestUser | null

/** What `response.json()` gives: tests read replies loosely unless they name a type. */
type Loose = Awaited<ReturnType<Response['json']>>

export interface Reply<T = Loose> {
  status: number
  body: T
}

export type Call = <T = Loose>(
  caller: Caller,
  method: string,
  path: string,
  body?: unknown,
) => Promise<Reply<T>>

export function caller(ctx: TestContext): Call {
  return async (who, method, path, body) => {
    const headers: Record<string, string> = { Origin: ctx.config.publicUrl }
    if (who) headers.Cookie = who.cookie
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const init: RequestInit = { method, headers }
    if (body !== undefined) init.body = JSON.stringify(body)
    const response = await ctx.app.request(`/api${path}`, init)
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }
}

export async function newBook(
  call: Call,
  owner: TestUser,
  input: Record<string, unknown> = {},
): Promise<Book> {
  const reply = await call<Book>(owner, 'POST', '/books', { title: 'A book', visibility: 'public', ...input })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return reply.body
}

export async function newPoint(
  call: Call,
  user: TestUser,
  bookId: string,
  input: Record<string, unknown> = {},
): Promise<PointDetail> {
  const reply = await call<PointDetail>(user, 'POST', `/books/${bookId}/points`, {
    title: 'A point',
    ...input,
  })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return reply.body
}

export async function share(call: Call, owner: TestUser, bookId: string, user: TestUser, role: string) {
  const reply = await call(owner, 'PUT', `/books/${bookId}/members/${user.id}`, { role })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
}

/** Every page of a list, following `nextCursor`. */
export async function allPages<T>(call: Call, who: Caller, path: string): Promise<T[][]> {
  const pages: T[][] = []
  let cursor: string | null = null
  do {
    const separator = path.includes('?') ? '&' : '?'
    const url: string = cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path
    const reply: Reply<{ items: T[]; nextCursor: string | null }> = await call(who, 'GET', url)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    pages.push(reply.body.items)
    cursor = reply.body.nextCursor
  } while (cursor && pages.length < 100)
  return pages
}

/** Moves the clock a second per reading, so "newest first" has one right answer. */
export function stepClock(): () => void {
  const realNow = clock.now
  // From the real time on: sessions and limits are judged against it too.
  let at = realNow().getTime()
  clock.now = () => {
    at += 1000
    return new Date(at)
  }
  return () => {
    clock.now = realNow
  }
}

/**
 * Holds the clock still during each test of the calling file (from the real time at its start):
 * limits count in fixed one-minute windows, and a test that crossed a minute's end on a slow
 * machine would start counting again.
 */
export function holdClockInEachTest(): void {
  const realNow = clock.now
  beforeEach(() => {
    const fixed = realNow()
    clock.now = () => fixed
  })
  afterEach(() => {
    clock.now = realNow
  })
}

/** Runs `work` with the clock at `time` (ms since the epoch), then gives the clock back. */
export async function atTime<T>(time: number, work: () => Promise<T>): Promise<T> {
  const realNow = clock.now
  clock.now = () => new Date(time)
  try {
    return await work()
  } finally {
    clock.now = realNow
  }
}
