import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestApp } from './test/app'
import { caller, newBook, newPoint } from './test/fixtures'
import { createUser, type TestUser } from './test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
let owner: TestUser
let bookId: string
let pointId: string

beforeAll(async () => {
  owner = await createUser(ctx)
  const book = await newBook(call, owner)
  bookId = book.id
  pointId = (await newPoint(call, owner, bookId)).id
})

const ID = '00000000-0000-7000-8000-000000000000'
const cursorOf = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url')

/** Every keyset list, by the kind of sort key its cursor carries. */
const byTime = () => [
  '/books?scope=explore',
  '/books?scope=mine',
  '/books?scope=shared',
  `/books/${bookId}/members`,
  `/points/${pointId}/notes`,
  '/me/notes',
  '/me/stars',
]
const byNumber = () => ['/books?scope=explore&sort=stars', `/books/${bookId}/points`]

async function expectRefused(path: string, values: unknown[]) {
  const separator = path.includes('?') ? '&' : '?'
  const reply = await call(owner, 'GET', `${path}${separator}cursor=${cursorOf(values)}`)
  expect(reply.status, `${path} ${JSON.stringify(values)}: ${JSON.stringify(reply.body)}`).toBe(400)
  expect(reply.body.error.code).toBe('VALIDATION_FAILED')
  expect(reply.body.error.details).toEqual([{ path: 'cursor', code: 'invalid' }])
}

describe('a cursor PostgreSQL cannot compare is a 400 on every list', () => {
  it('refuses a time cursor in year 0000 (there is no year 0)', async () => {
    for (const path of byTime()) await expectRefused(path, ['0000-01-01T00:00:00Z', ID])
  })

  it('refuses a number cursor outside 32 bits', async () => {
    for (const path of byNumber()) {
      await expectRefused(path, [2 ** 31, ID])
      await expectRefused(path, [-(2 ** 31) - 1, ID])
      await expectRefused(path, [Number.MAX_SAFE_INTEGER, ID])
    }
  })

  it('still pages with the edge values that are valid', async () => {
    for (const path of byTime()) {
      const separator = path.includes('?') ? '&' : '?'
      const cursor = cursorOf(['0001-01-01T00:00:00Z', ID])
      expect((await call(owner, 'GET', `${path}${separator}cursor=${cursor}`)).status).toBe(200)
    }
    for (const path of byNumber()) {
      const separator = path.includes('?') ? '&' : '?'
      const cursor = cursorOf([2 ** 31 - 1, ID])
      expect((await call(owner, 'GET', `${path}${separator}cursor=${cursor}`)).status).toBe(200)
    }
  })
})
