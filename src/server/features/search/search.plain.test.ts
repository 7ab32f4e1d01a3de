import { describe, expect, it } from 'vitest'
import type { PointHit, PostHit, SearchResult, Snippet, UserHit } from '../../../shared/search'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUsers } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
const { writer, reader } = await createUsers(ctx, 'writer', 'reader')

async function find<T>(q: string, kind: string): Promise<T[]> {
  const reply = await call<SearchResult>(reader, 'GET', `/search?kind=${kind}&q=${encodeURIComponent(q)}`)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.items as T[]
}

/** The words a snippet marks, as the reader sees them highlighted. */
const markedWords = (snippet: Snippet) => snippet.marks.map(([from, to]) => snippet.text.slice(from, to))

// Anything of Markdown's or LaTeX's syntax a line could leak.
const SYNTAX = /\*\*|__|~~|`|\]\(|!\[|\$|<\/?[a-z]|^#|^>/m

describe('search results of Markdown', () => {
  it('show a post’s text as plain words, with the words searched for marked in them', async () => {
    await createPost(ctx, writer, {
      content:
        '## Week one\n\n**Photosynthesis** needs [sunlight](https://example.test/ocelot) and $CO_2$.\n\n- ![a green leaf](/files/leaf.png)\n- `chlorophyll <b>`',
    })
    const [hit] = await find<PostHit>('photosynthesis', 'post')
    expect(hit?.snippet.text).toBe(
      'Week one Photosynthesis needs sunlight and CO_2. a green leaf chlorophyll <b>',
    )
    expect(markedWords(hit?.snippet as Snippet)).toEqual(['Photosynthesis'])
    // A word the reader sees is found and marked where it is shown: an image's alternative text too.
    const [leaf] = await find<PostHit>('leaf', 'post')
    expect(markedWords(leaf?.snippet as Snippet)).toEqual(['leaf'])
  })

  it('find nothing by what the text does not show: a link’s address, an image’s file, a tag', async () => {
    await createPost(ctx, writer, {
      content:
        'See [the guide](https://example.test/quokka-guide) ![](/files/wombat.png) <marquee>ok</marquee>',
    })
    for (const hidden of ['quokka', 'wombat', 'marquee'])
      expect(await find(hidden, 'post'), hidden).toEqual([])
    expect((await find<PostHit>('guide', 'post')).map((hit) => hit.snippet.text)).toEqual([
      'See the guide ok',
    ])
  })

  it('show a point’s description and content and a person’s bio without their marks', async () => {
    const book = await newBook(call, writer, { title: 'Chemistry', visibility: 'public' })
    await newPoint(call, writer, book.id, {
      title: 'Ideal gas',
      description: 'The *ideal* gas law: $PV = nRT$',
      content: '> **Boyle**: at a fixed temperature, $P_1 V_1 = P_2 V_2$',
    })
    const [gas] = await find<PointHit>('ideal', 'point')
    expect(gas?.snippet.text).toBe('The ideal gas law: PV = nRT')
    const [boyle] = await find<PointHit>('boyle', 'point')
    expect(boyle?.snippet.text).toBe('Boyle: at a fixed temperature, P_1 V_1 = P_2 V_2')
    expect(markedWords(boyle?.snippet as Snippet)).toEqual(['Boyle'])

    expect((await call(writer, 'PATCH', '/me', { bio: 'I **love** _axolotls_ and `regex`' })).status).toBe(
      200,
    )
    const [person] = await find<UserHit>('axolotls', 'user')
    expect(person?.bio.text).toBe('I love axolotls and regex')
    for (const snippet of [gas?.snippet, boyle?.snippet, person?.bio])
      expect(snippet?.text).not.toMatch(SYNTAX)
  })
})
