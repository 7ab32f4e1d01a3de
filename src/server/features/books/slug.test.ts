import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../test/app'
import { caller, newBook, type Reply } from '../../test/fixtures'
import { createUsers } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
const { owner, prober } = await createUsers(ctx, 'owner', 'prober')

/** An answer as a prober can compare it: the status, and the slug with the words asked for cut out. */
function shape(reply: Reply, asked: string) {
  const slug: string = reply.body.slug ?? ''
  return { status: reply.status, rest: slug.startsWith(`${asked}-`) ? slug.slice(asked.length + 1) : slug }
}

describe('a chosen slug', () => {
  it('gets the same answer whether another person’s private book holds it or nobody’s does', async () => {
    const { slug: secret } = await newBook(call, owner, {
      title: 'Secret',
      visibility: 'private',
      slug: 'p2',
    })
    expect((await call(prober, 'GET', `/books/${secret}`)).status).toBe(404)
    const words = secret.replace(/-[a-z0-9]+$/, '')

    // Its whole slug, its words, and a slug nobody has: each the words asked for and an ending.
    const answers = []
    for (const asked of [secret, words, 'q7'])
      answers.push(shape(await call(prober, 'POST', '/books', { title: 'Mine', slug: asked }), asked))
    const alike = { status: 201, rest: expect.stringMatching(/^[a-z0-9]{6}$/) }
    expect(answers).toEqual([alike, alike, alike])

    // Renaming: the same, and the book keeps its own ending whatever words it takes.
    const book = await newBook(call, prober, { title: 'Other' })
    const ending = book.slug.split('-').at(-1)
    for (const asked of [words, 'q8', 'open-words']) {
      const renamed = await call(prober, 'PATCH', `/books/${book.id}`, { slug: asked })
      expect([renamed.status, renamed.body.slug]).toEqual([200, `${asked}-${ending}`])
    }
  })

  it('never answers 409 for a slug someone else holds, public or private', async () => {
    const open = await newBook(call, owner, { title: 'Open', visibility: 'public', slug: 'open-book' })
    const asked = open.slug
    const reply = await call(prober, 'POST', '/books', { title: 'Mine', slug: asked })
    expect(shape(reply, asked)).toEqual({ status: 201, rest: expect.stringMatching(/^[a-z0-9]{6}$/) })
  })

  it('keeps its book’s ending when it is sent back as it is, and edits of its words keep it too', async () => {
    const book = await newBook(call, prober, { title: 'Genes', slug: 'Genes' })
    const [, ending] = book.slug.split('-')
    expect(book.slug).toBe(`Genes-${ending}`)
    const same = await call(prober, 'PATCH', `/books/${book.id}`, { slug: book.slug })
    expect(same.body.slug).toBe(book.slug)
    const edited = await call(prober, 'PATCH', `/books/${book.id}`, { slug: `genetics-${ending}` })
    expect(edited.body.slug).toBe(`genetics-${ending}`)
  })
})

describe('a slug made from the title', () => {
  it('is alike whether a hidden book has the title’s words or not', async () => {
    await newBook(call, owner, { title: 'Hidden cells', visibility: 'private' })
    const taken = await call(prober, 'POST', '/books', { title: 'Hidden cells' })
    const free = await call(prober, 'POST', '/books', { title: 'Unheard cells' })
    const alike = { status: 201, rest: expect.stringMatching(/^[a-z0-9]{6}$/) }
    expect([shape(taken, 'hidden-cells'), shape(free, 'unheard-cells')]).toEqual([alike, alike])
  })
})
