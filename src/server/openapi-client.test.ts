import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { generateApi } from 'swagger-typescript-api'
import { beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from './app'
import { setupTestApp, type TestContext } from './test/app'
import { lastCode, newSignUp } from './test/users'

/**
 * A client no one here wrote: swagger-typescript-api generates it from the published document
 * (its methods named by the operationIds, grouped by the first path segment), and it does what a
 * third-party app would — sign up, confirm, sign in for a bearer token, create a book and a point,
 * star it, post, follow someone and read their notifications — over the real app. Its requests
 * also pass the contract check (test/contract.ts) like every other request of the API suite.
 */

interface Answer<T = Record<string, unknown>> {
  status: number
  data: T
  headers: Headers
}
type Call = (...args: unknown[]) => Promise<Answer>
type Group<Name extends string> = Record<Name, Call>
/** What this test calls of the generated client: its groups and methods, as the generator names them. */
interface GeneratedClient {
  auth: Group<'signUp' | 'confirmEmail' | 'signInWithUsername' | 'getSession' | 'signOut'>
  books: Group<'createBook' | 'createPoint' | 'listBookPoints'>
  stars: Group<'star'>
  me: Group<'listMyStars' | 'getMyProfile'>
  posts: Group<'createPost'>
  users: Group<'followUser'>
  notifications: Group<'listNotifications'>
  setSecurityData(token: string | null): void
}
type ClientClass = new (config: {
  baseUrl: string
  customFetch: typeof fetch
  securityWorker: (token: string | null) => { headers: Record<string, string> } | undefined
}) => GeneratedClient

// Made as the file is collected, as every file's app is: its afterAll then closes it.
const ctx: TestContext = await setupTestApp()
let Api: ClientClass

beforeAll(async () => {
  const { files } = await generateApi({
    spec: openApiDocument() as never,
    output: false,
    fileName: 'pointbook-api.ts',
    httpClientType: 'fetch',
    toJS: true,
    silent: true,
  })
  const dir = mkdtempSync(join(tmpdir(), 'pointbook-client-'))
  for (const file of files)
    writeFileSync(join(dir, `${file.fileName}${file.fileExtension}`), file.fileContent)
  const main = files.find((file) => file.fileExtension === '.js')
  if (!main) throw new Error('the generator wrote no JavaScript')
  const module = (await import(
    /* @vite-ignore */ pathToFileURL(join(dir, `${main.fileName}${main.fileExtension}`)).href
  )) as { Api: ClientClass }
  Api = module.Api
}, 60_000)

/** A client of this server: its fetch is the app's, its credential a bearer token. */
function client(): GeneratedClient {
  return new Api({
    baseUrl: 'http://localhost/api',
    customFetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      ctx.app.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
    securityWorker: (token) => (token ? { headers: { Authorization: `Bearer ${token}` } } : undefined),
  })
}

/** Signs up and confirms with the generated client; returns a client signed in with a bearer. */
async function signedUpClient() {
  const api = client()
  const input = newSignUp()
  const signUp = await api.auth.signUp(input)
  expect(signUp.status).toBe(200)
  const confirmed = await api.auth.confirmEmail({ email: input.email, otp: lastCode(ctx, input.email) })
  expect(confirmed.status).toBe(200)
  // Sign in again with the password, as a returning user of a native app would.
  const signIn = await api.auth.signInWithUsername({ username: input.username, password: input.password })
  expect(signIn.status).toBe(200)
  const token = signIn.headers.get('set-auth-token')
  expect(token).toBeTruthy()
  api.setSecurityData(token)
  const user = (signIn.data as { user: { id: string } }).user
  return { api, user, username: input.username }
}

describe('a client generated from the OpenAPI document', () => {
  it('signs up, signs in with a bearer token, keeps a book, stars, posts, follows and reads notifications', async () => {
    const alice = await signedUpClient()
    const bob = await signedUpClient()

    const session = await alice.api.auth.getSession()
    expect((session.data as { user: { id: string } }).user.id).toBe(alice.user.id)

    const book = await alice.api.books.createBook({ title: 'Organic chemistry', visibility: 'public' })
    expect(book.status).toBe(201)
    const bookId = book.data.id as string

    const point = await alice.api.books.createPoint(bookId, {
      title: 'SN2 reactions',
      content: 'Backside attack, inversion of configuration.',
      hiddenContent: 'Walden inversion',
    })
    expect(point.status).toBe(201)
    const pointId = point.data.id as string
    const points = await alice.api.books.listBookPoints(bookId)
    expect((points.data.items as { id: string }[]).map((item) => item.id)).toEqual([pointId])

    const star = await bob.api.stars.star('point', pointId)
    expect(star.data).toMatchObject({ isStarred: true, starCount: 1 })
    const stars = await bob.api.me.listMyStars({ kind: 'point' })
    expect((stars.data.items as { point?: { id: string } }[]).map((item) => item.point?.id)).toEqual([
      pointId,
    ])

    const post = await alice.api.posts.createPost({
      kind: 'study',
      title: 'Week one',
      content: 'Done with SN2.',
    })
    expect(post.status).toBe(201)

    const follow = await bob.api.users.followUser(alice.user.id)
    expect(follow.status).toBeLessThan(300)

    const notifications = await alice.api.notifications.listNotifications()
    expect(notifications.status).toBe(200)
    const types = (notifications.data.items as { type: string }[]).map((item) => item.type)
    expect(types).toContain('follow')

    const signOut = await alice.api.auth.signOut({})
    expect(signOut.status).toBe(200)
    // The bearer is revoked: the next request with it is a visitor's (no session, 401 on /me).
    await expect(alice.api.me.getMyProfile()).rejects.toMatchObject({ status: 401 })
  })
})
