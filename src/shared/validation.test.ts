import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as accounts from './accounts'
import * as authInputs from './auth-inputs'
import * as books from './books'
import * as notes from './notes'
import * as pagination from './pagination'
import * as params from './params'
import * as points from './points'
import * as sections from './sections'
import * as stars from './stars'
import { hasBadCharacters, V } from './validation'

describe('hasBadCharacters', () => {
  it('finds NUL and halves of surrogate pairs', () => {
    for (const bad of ['\u0000', 'a\u0000', '\uD800', 'a\uD800b', '\uDC00', 'x\uDFFF', '\uDC00\uD800'])
      expect(hasBadCharacters(bad), JSON.stringify(bad)).toBe(true)
  })

  it('keeps whole characters: pairs beyond the basic plane, CJK, RTL, controls PostgreSQL stores', () => {
    for (const good of ['', 'plain', '😀', '𠮷', '心臓', 'مرحبا \u202E', '\t\n\u0001'])
      expect(hasBadCharacters(good), JSON.stringify(good)).toBe(false)
  })
})

type Node = z.core.$ZodType

/** Every string schema reachable from a schema, except what a pipe makes of its (checked) input. */
function stringsIn(schema: Node, seen = new Set<Node>()): Node[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string }
  const inner = (value: unknown) => stringsIn(value as Node, seen)
  switch (def.type) {
    case 'string':
      return [schema]
    case 'object':
      return Object.values(def.shape as Record<string, Node>).flatMap(inner)
    case 'array':
      return inner(def.element)
    case 'tuple':
      return (def.items as Node[]).flatMap(inner)
    case 'union':
      return (def.options as Node[]).flatMap(inner)
    case 'pipe':
      return inner(def.in)
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType)
    default:
      return []
  }
}

const modules = { accounts, authInputs, books, notes, pagination, params, points, sections, stars }

const schemas = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>).flatMap(([name, value]) => {
    if (name === 'AUTH_BODIES') {
      return Object.entries(value as Record<string, Node>).map(
        ([path, schema]) => [`${module}.${path}`, schema] as const,
      )
    }
    const isSchema = typeof value === 'object' && value !== null && '_zod' in value
    return isSchema ? [[`${module}.${name}`, value as Node] as const] : []
  }),
)

describe('every text of the shared schemas', () => {
  it('finds the schemas it checks', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['books.BookCreateInput', 'accounts.Email', 'authInputs./sign-in/username']),
    )
  })

  it('walks into fields, lists and wrappers, where a plain string would be caught', () => {
    const plain = z.object({ a: z.array(z.string().optional()), b: z.tuple([z.string().nullable()]) })
    const found = stringsIn(plain)
    expect(found).toHaveLength(2)
    for (const node of found) expect((node as z.ZodType).safeParse('a\u0000b').success).toBe(true)
    const all = schemas.flatMap(([, schema]) => stringsIn(schema))
    expect(all.length).toBeGreaterThan(50)
  })

  it.each(schemas)('%s refuses NUL and a lone surrogate in each of its strings', (_, schema) => {
    for (const node of stringsIn(schema)) {
      for (const bad of ['a\u0000b', 'a\uD800b']) {
        const result = (node as z.ZodType).safeParse(bad)
        expect(result.success).toBe(false)
        expect(result.error?.issues.map((issue) => issue.message)).toContain(V.invalidCharacters)
      }
    }
  })
})

describe('trimmed text', () => {
  it('cuts invisible format characters off the ends, so a title of only them is empty', async () => {
    const { PostCreateInput } = await import('./posts')
    const post = PostCreateInput.parse({ kind: 'life', title: '\u202E\u200B \uFEFF', content: 'Hello' })
    expect(post.title).toBe('')
    const book = books.BookCreateInput.safeParse({ title: '\u200B\u200E\u2066' })
    expect(book.success).toBe(false)
    expect(book.error?.issues[0]?.message).toBe(V.required)
  })

  it('keeps them inside the text, where they join emoji and words', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'
    expect(points.PointCreateInput.parse({ title: ` ${family} ` }).title).toBe(family)
    expect(points.PointCreateInput.parse({ title: '\u200Bmi\u200Ctosis\u200B' }).title).toBe('mi\u200Ctosis')
  })
})
