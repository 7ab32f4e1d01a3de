import { describe, expect, it } from 'vitest'
import type { Book } from '../../../shared/books'
import type { Point, PointDetail } from '../../../shared/points'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint, share } from '../../test/fixtures'
import { createUsers, type TestUser } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
const { owner, editor, viewer, stranger } = await createUsers(ctx, 'owner', 'editor', 'viewer', 'stranger')

/** The book's points as "section/title", after checking positions are 0..n-1 and sections contiguous. */
async function order(bookId: string): Promise<string[]> {
  const reply = await call<{ items: Point[] }>(owner, 'GET', `/books/${bookId}/points?limit=100`)
  const items = reply.body.items
  expect(items.map((point) => point.position)).toEqual(items.map((_, i) => i))
  const runs = items
    .map((point) => point.sectionTitle)
    .filter((title, i, all) => i === 0 || all[i - 1] !== title)
  expect(new Set(runs).size, `sections split: ${runs.join(' / ')}`).toBe(runs.length)
  return items.map((point) => `${point.sectionTitle}/${point.title}`)
}

/** Adds points given as "section/title", in that order. */
async function withPoints(book: Book, ...specs: string[]) {
  const byTitle: Record<string, PointDetail> = {}
  for (const spec of specs) {
    const [sectionTitle = '', title = ''] = spec.split('/')
    byTitle[title] = await newPoint(call, owner, book.id, { title, sectionTitle })
  }
  return byTitle
}

const move = (who: TestUser, point: PointDetail | undefined, body: Record<string, unknown>) =>
  call<PointDetail>(who, 'PATCH', `/points/${point?.id}`, body)

describe('a point joins its section', () => {
  it('when added with a title the book already has', async () => {
    const book = await newBook(call, owner)
    await withPoints(book, 'Physiology/a', 'Pharmacology/b', 'Physiology/c', '/d', 'Pharmacology/e')
    expect(await order(book.id)).toEqual([
      'Physiology/a',
      'Physiology/c',
      'Pharmacology/b',
      'Pharmacology/e',
      '/d',
    ])
    const reply = await call<Book>(null, 'GET', `/books/${book.id}`)
    expect(reply.body.sections?.map((section) => [section.title, section.pointCount])).toEqual([
      ['Physiology', 2],
      ['Pharmacology', 2],
      ['', 1],
    ])
  })

  it('when edited into another section, at its end, taking its description', async () => {
    const book = await newBook(call, owner)
    const { a } = await withPoints(book, 'S/a', 'T/b', 'T/c', 'U/d')
    await call(owner, 'PATCH', `/books/${book.id}/sections`, { section: 'T', description: 'About T' })
    const reply = await move(owner, a, { sectionTitle: 'T', title: 'a2' })
    expect(reply.body).toMatchObject({ title: 'a2', sectionTitle: 'T', sectionDescription: 'About T' })
    expect(await order(book.id)).toEqual(['T/b', 'T/c', 'T/a2', 'U/d'])
  })

  it('when copied into a book that has its section', async () => {
    const source = await newBook(call, owner, { allowCopy: true })
    const { x } = await withPoints(source, 'S/x')
    const target = await newBook(call, owner)
    await withPoints(target, 'S/a', 'T/b')
    expect((await call(owner, 'POST', `/points/${x?.id}/copy`, { bookId: target.id })).status).toBe(201)
    expect(await order(target.id)).toEqual(['S/a', 'S/x', 'T/b'])
  })
})

describe('a section title in another case is the same section', () => {
  it('for a new, edited or copied point and a renamed section', async () => {
    const book = await newBook(call, owner)
    const { a, c } = await withPoints(book, 'Cells/a', 'Tissues/b', 'cells/c', 'Organs/d')
    expect(c?.sectionTitle).toBe('Cells')
    // Edited into "TISSUES": joins Tissues, at its end, as the book writes it.
    expect((await move(owner, c, { sectionTitle: 'TISSUES' })).body.sectionTitle).toBe('Tissues')
    // Copied from a book that writes it "tissues".
    const source = await newBook(call, owner, { allowCopy: true })
    const { x } = await withPoints(source, 'tissues/x')
    expect((await call(owner, 'POST', `/points/${x?.id}/copy`, { bookId: book.id })).status).toBe(201)
    expect(await order(book.id)).toEqual(['Cells/a', 'Tissues/b', 'Tissues/c', 'Tissues/x', 'Organs/d'])
    // A section renamed "organs" beside… itself only changes its case; renamed "CELLS", it merges.
    await call(owner, 'PATCH', `/books/${book.id}/sections`, { section: 'Organs', title: 'organs' })
    await call(owner, 'PATCH', `/books/${book.id}/sections`, { section: 'organs', title: 'CELLS' })
    expect(await order(book.id)).toEqual(['Cells/a', 'Cells/d', 'Tissues/b', 'Tissues/c', 'Tissues/x'])
    // The one point of a section may change its case: no other point has it.
    const { e } = await withPoints(book, 'bones/e')
    expect((await move(owner, e, { sectionTitle: 'Bones' })).body.sectionTitle).toBe('Bones')
    expect((await move(owner, a, { title: 'a2' })).body.sectionTitle).toBe('Cells')
  })
})

describe("a section's description is the section's", () => {
  it('a point written with one gives it to every point of its section', async () => {
    const book = await newBook(call, owner)
    const { a, b } = await withPoints(book, 'S/a', 'S/b', 'T/c')
    // Given by the second point: the book's section shows it, and the first point has it too.
    await move(owner, b, { sectionDescription: 'All about S' })
    const described = await call<Book>(owner, 'GET', `/books/${book.id}`)
    expect(described.body.sections?.[0]).toMatchObject({ title: 'S', description: 'All about S' })
    expect((await call<PointDetail>(owner, 'GET', `/points/${a?.id}`)).body.sectionDescription).toBe(
      'All about S',
    )
    // A new point without one joins the section without clearing it; with one, it changes it.
    const d = await newPoint(call, owner, book.id, { title: 'd', sectionTitle: 'S' })
    expect((await call<Book>(owner, 'GET', `/books/${book.id}`)).body.sections?.[0]?.description).toBe(
      'All about S',
    )
    expect(d.sectionDescription).toBe('All about S')
    await newPoint(call, owner, book.id, { title: 'e', sectionTitle: 'S', sectionDescription: 'S, revised' })
    expect((await call<PointDetail>(owner, 'GET', `/points/${a?.id}`)).body.sectionDescription).toBe(
      'S, revised',
    )
    // Cleared from a point, it is cleared for the section; T's was never touched.
    await move(owner, a, { sectionDescription: '' })
    const cleared = await call<Book>(owner, 'GET', `/books/${book.id}`)
    expect(cleared.body.sections?.map((section) => section.description)).toEqual(['', ''])
  })

  /** Each point's own section description, as "title: description", in book order. */
  async function descriptions(bookId: string): Promise<string[]> {
    const list = await call<{ items: Point[] }>(owner, 'GET', `/books/${bookId}/points?limit=100`)
    return Promise.all(
      list.body.items.map(async (item) => {
        const point = (await call<PointDetail>(owner, 'GET', `/points/${item.id}`)).body
        return `${point.title}: ${point.sectionDescription}`
      }),
    )
  }
  const describeAs = (book: Book, section: string, description: string) =>
    call(owner, 'PATCH', `/books/${book.id}/sections`, { section, description })

  it('a merged section takes the description of the one it joins, on every point', async () => {
    const book = await newBook(call, owner)
    const { beta } = await withPoints(book, 'Plants/alpha', 'Animals/beta', 'Fungi/gamma', 'Rocks/delta')
    await describeAs(book, 'Plants', 'About plants')
    await describeAs(book, 'Animals', 'About animals')
    await describeAs(book, 'Fungi', 'About fungi')
    // As the section form sends it: the title typed, the description as it was.
    const merged = await call<Book>(owner, 'PATCH', `/books/${book.id}/sections`, {
      section: 'Animals',
      title: 'plants',
      description: 'About animals',
    })
    expect(merged.body.sections?.[0]).toEqual({ title: 'Plants', description: 'About plants', pointCount: 2 })
    expect(await descriptions(book.id)).toEqual([
      'alpha: About plants',
      'beta: About plants',
      'gamma: About fungi',
      'delta: ',
    ])
    // An unrelated edit of a merged point, with what its form now shows, changes nothing else.
    await move(owner, beta, { title: 'beta2', sectionDescription: 'About plants' })
    expect((await call<Book>(owner, 'GET', `/books/${book.id}`)).body.sections?.[0]?.description).toBe(
      'About plants',
    )
    // Joining a section without one, a section's own goes to every point of the two.
    await call(owner, 'PATCH', `/books/${book.id}/sections`, { section: 'Fungi', title: 'Rocks' })
    expect((await descriptions(book.id)).slice(2)).toEqual(['gamma: About fungi', 'delta: About fungi'])
    // Standing first, a section joins the one after it and still takes that one's description.
    await call(owner, 'PATCH', `/books/${book.id}/sections`, { section: 'Rocks', after: null })
    await call(owner, 'PATCH', `/books/${book.id}/sections`, { section: 'Rocks', title: 'Plants' })
    expect(await descriptions(book.id)).toEqual([
      'gamma: About plants',
      'delta: About plants',
      'alpha: About plants',
      'beta2: About plants',
    ])
  })

  it('a description written with the merge is the merged section’s', async () => {
    const book = await newBook(call, owner)
    await withPoints(book, 'Plants/alpha', 'Animals/beta', '/gamma')
    await describeAs(book, 'Plants', 'About plants')
    await describeAs(book, 'Animals', 'About animals')
    await call(owner, 'PATCH', `/books/${book.id}/sections`, {
      section: 'Animals',
      title: 'Plants',
      description: 'Living things',
    })
    expect(await descriptions(book.id)).toEqual(['alpha: Living things', 'beta: Living things', 'gamma: '])
    // Merged into the points without a section, whose description is empty: its own goes along.
    await call(owner, 'PATCH', `/books/${book.id}/sections`, { section: 'Plants', title: '' })
    expect(await descriptions(book.id)).toEqual([
      'alpha: Living things',
      'beta: Living things',
      'gamma: Living things',
    ])
  })

  it('a copied point takes the description of the section it joins, or brings one to a section without', async () => {
    const source = await newBook(call, owner, { allowCopy: true })
    const x = await newPoint(call, owner, source.id, {
      title: 'x',
      sectionTitle: 'S',
      sectionDescription: 'S there',
    })
    const y = await newPoint(call, owner, source.id, {
      title: 'y',
      sectionTitle: 'T',
      sectionDescription: 'T there',
    })
    const target = await newBook(call, owner)
    await withPoints(target, 'S/a', 'T/b')
    await describeAs(target, 'S', 'S here')
    expect((await call(owner, 'POST', `/points/${x.id}/copy`, { bookId: target.id })).status).toBe(201)
    expect((await call(owner, 'POST', `/points/${y.id}/copy`, { bookId: target.id })).status).toBe(201)
    expect(await descriptions(target.id)).toEqual(['a: S here', 'x: S here', 'b: T there', 'y: T there'])
  })
})

describe('moving points', () => {
  it('one step up at a section edge stays in the section instead of splitting the book', async () => {
    const book = await newBook(call, owner)
    const { b } = await withPoints(book, 'Physiology/a', 'Physiology/c', 'Pharmacology/b', 'Pharmacology/e')
    expect((await move(owner, b, { position: 1 })).status).toBe(200)
    expect(await order(book.id)).toEqual(['Physiology/a', 'Physiology/c', 'Pharmacology/b', 'Pharmacology/e'])
  })

  it('after a neighbour, within and between sections, and first in a section', async () => {
    const book = await newBook(call, owner)
    const p = await withPoints(book, 'S/a', 'S/b', 'S/c', 'T/d', 'T/e')
    expect((await move(owner, p.a, { afterId: p.c?.id })).body).toMatchObject({
      position: 2,
      sectionTitle: 'S',
    })
    expect(await order(book.id)).toEqual(['S/b', 'S/c', 'S/a', 'T/d', 'T/e'])
    expect((await move(editor, p.b, { afterId: p.d?.id })).status).toBe(403)
    await share(call, owner, book.id, editor, 'editor')
    expect((await move(editor, p.b, { afterId: p.d?.id, sectionTitle: 'T' })).body.sectionTitle).toBe('T')
    expect(await order(book.id)).toEqual(['S/c', 'S/a', 'T/d', 'T/b', 'T/e'])
    await move(owner, p.e, { sectionTitle: 'S', afterId: null })
    expect(await order(book.id)).toEqual(['S/e', 'S/c', 'S/a', 'T/d', 'T/b'])
    // The last point of a section leaves: the section is gone, the rest closes up.
    await move(owner, p.d, { sectionTitle: 'S' })
    await move(owner, p.b, { sectionTitle: 'S' })
    expect(await order(book.id)).toEqual(['S/e', 'S/c', 'S/a', 'S/d', 'S/b'])
  })

  it('answers 409 when the neighbour is gone or in another section than asked, and 400 for both kinds of target', async () => {
    const book = await newBook(call, owner)
    const p = await withPoints(book, 'S/a', 'S/b', 'T/c')
    expect((await move(owner, p.a, { afterId: p.c?.id, sectionTitle: 'S' })).status).toBe(409)
    expect((await move(owner, p.a, { afterId: p.a?.id })).status).toBe(409)
    await call(owner, 'DELETE', `/points/${p.b?.id}`)
    expect((await move(owner, p.a, { afterId: p.b?.id })).status).toBe(409)
    const both = await call(owner, 'PATCH', `/points/${p.a?.id}`, { afterId: p.c?.id, position: 0 })
    expect(both.body.error.details).toEqual([{ path: 'afterId', code: 'invalid' }])
    expect(await order(book.id)).toEqual(['S/a', 'T/c'])
  })
})

describe('sections', () => {
  const patch = (who: TestUser | null, book: Book, body: Record<string, unknown>) =>
    call<Book>(who, 'PATCH', `/books/${book.id}/sections`, body)

  it('are renamed on every point, title and description', async () => {
    const book = await newBook(call, owner)
    await withPoints(book, 'S/a', 'T/b', 'S/c')
    const reply = await patch(owner, book, { section: 'S', title: 'Cells', description: 'All about cells' })
    expect(reply.status).toBe(200)
    expect(reply.body.sections).toEqual([
      { title: 'Cells', description: 'All about cells', pointCount: 2 },
      { title: 'T', description: '', pointCount: 1 },
    ])
    expect(await order(book.id)).toEqual(['Cells/a', 'Cells/c', 'T/b'])
  })

  it('merge when renamed to the title of another', async () => {
    const book = await newBook(call, owner)
    await withPoints(book, 'S/a', 'T/b', 'U/c', 'T/d')
    await patch(owner, book, { section: 'U', title: 'T' })
    expect(await order(book.id)).toEqual(['S/a', 'T/b', 'T/d', 'T/c'])
  })

  it('move after another section or to the front, taking their points along', async () => {
    const book = await newBook(call, owner)
    await withPoints(book, 'S/a', 'S/b', 'T/c', 'U/d', 'U/e')
    const reply = await patch(owner, book, { section: 'S', after: 'U' })
    expect(reply.body.sections?.map((section) => section.title)).toEqual(['T', 'U', 'S'])
    expect(await order(book.id)).toEqual(['T/c', 'U/d', 'U/e', 'S/a', 'S/b'])
    await patch(owner, book, { section: 'U', after: null })
    expect(await order(book.id)).toEqual(['U/d', 'U/e', 'T/c', 'S/a', 'S/b'])
    expect((await patch(owner, book, { section: 'U', after: 'nowhere' })).status).toBe(409)
    expect((await patch(owner, book, { section: 'nowhere', after: null })).status).toBe(404)
  })

  it('may be changed by the owner and editors only', async () => {
    const book = await newBook(call, owner, { visibility: 'private' })
    await withPoints(book, 'S/a', 'T/b')
    await share(call, owner, book.id, editor, 'editor')
    await share(call, owner, book.id, viewer, 'viewer')
    expect((await patch(editor, book, { section: 'T', after: null })).status).toBe(200)
    expect((await patch(viewer, book, { section: 'T', after: null })).status).toBe(403)
    expect((await patch(stranger, book, { section: 'T', after: null })).status).toBe(404)
    expect((await patch(null, book, { section: 'T', after: null })).status).toBe(401)
    const open = await newBook(call, owner, { visibility: 'public' })
    await withPoints(open, 'S/a')
    expect((await patch(stranger, open, { section: 'S', title: 'Mine' })).status).toBe(403)
    expect(await order(book.id)).toEqual(['T/b', 'S/a'])
  })
})

describe('concurrent edits by two editors', () => {
  it('leave an exact, dense order with every section together', async () => {
    const book = await newBook(call, owner)
    await share(call, owner, book.id, editor, 'editor')
    const sections = ['A', 'B', 'C', 'D']
    const specs = sections.flatMap((s) => Array.from({ length: 6 }, (_, i) => `${s}/${s}${i}`))
    const p = await withPoints(book, ...specs)
    // The first point of each section never moves, so moves after it can never conflict.
    const anchors = sections.map((s) => p[`${s}0`])
    const movers = Object.values(p).filter((point) => !anchors.includes(point))
    let seed = 9
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const section = () => sections[random(sections.length)] ?? 'A'
    const writes = Array.from({ length: 40 }, (_, i) => {
      const who = i % 2 ? editor : owner
      const point = movers[random(movers.length)]
      switch (i % 5) {
        case 0:
          return move(who, point, { afterId: anchors[random(anchors.length)]?.id })
        case 1:
          return move(who, point, { sectionTitle: section() })
        case 2:
          return move(who, point, { position: random(specs.length) })
        case 3:
          return call(who, 'POST', `/books/${book.id}/points`, { title: `new${i}`, sectionTitle: section() })
        default:
          return call(who, 'PATCH', `/books/${book.id}/sections`, { section: section(), after: null })
      }
    })
    const replies = await Promise.all(writes)
    expect(replies.map((reply) => reply.status).filter((status) => status >= 300)).toEqual([])
    const final = await order(book.id)
    expect(final).toHaveLength(specs.length + 8)
    expect((await call(null, 'GET', `/books/${book.id}`)).body.pointCount).toBe(specs.length + 8)
  })
})
