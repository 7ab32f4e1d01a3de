import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { openApiDocument } from './app'

// What tools reading the document need of every operation (issue 44): Dredd calls each one with
// its path parameters' examples; a reference and a generated client group operations by a tag
// from the top-level list and show each one's description. A new route without them fails here,
// naming what to add.

type Json = Record<string, unknown>
interface Parameter {
  name: string
  in: string
  example?: unknown
  description?: string
  schema?: Json
}
interface Operation {
  operationId?: string
  summary?: string
  description?: string
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Json }> }
}

const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>
  tags?: { name: string; description?: string }[]
  components: { schemas: Record<string, Json> }
}
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ at: `${method.toUpperCase()} ${path}`, operation })),
)

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema({ $id: 'https://pointbook.test/components', components: document.components })

/** A schema with its `$ref`s pointing into the components. */
function rebased(schema: Json): Json {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/', '"https://pointbook.test/components#/components/'),
  )
}

describe('the OpenAPI document, for tools that call every operation (issue 44)', () => {
  it('gives every path parameter an example valid against its schema, and says what it names', () => {
    const problems: string[] = []
    for (const { at, operation } of operations)
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path') continue
        const name = `${at}: path parameter {${parameter.name}}`
        if (parameter.example === undefined) {
          problems.push(
            `${name} has no example: use one of shared/path-params.ts (BookParam, PointParam, UserParam, …), ` +
              'or idParam({ example, description }) with an id of EXAMPLE_IDS (shared/examples.ts)',
          )
          continue
        }
        if (!parameter.description) problems.push(`${name} has no description: say what it names`)
        const validate = ajv.compile(rebased(parameter.schema ?? {}))
        if (!validate(parameter.example))
          problems.push(`${name}: its example ${JSON.stringify(parameter.example)} fails its own schema`)
      }
    expect(problems).toEqual([])
    expect(operations.flatMap(({ operation }) => operation.parameters ?? []).length).toBeGreaterThan(60)
  })

  it('describes every operation: what it does, who may call it, its notable errors', () => {
    const problems = operations
      .filter(
        ({ operation }) => !operation.description?.trim() || operation.description === operation.summary,
      )
      .map(
        ({ at }) =>
          `${at} has no description: add \`description\` to its route definition (what it does beyond ` +
          'the summary, who may call it, the errors a client should expect)',
      )
    expect(problems).toEqual([])
  })

  it('tags every operation from the top-level tags list, each listed tag described and used', () => {
    const listed = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]))
    const problems: string[] = []
    for (const { at, operation } of operations) {
      if (!operation.tags?.length)
        problems.push(`${at} has no tag: add \`tags: ['…']\` to its route definition`)
      for (const tag of operation.tags ?? [])
        if (!listed.has(tag))
          problems.push(
            `${at} has the tag "${tag}", which is not in API_TAGS (http/openapi-tags.ts): add it there`,
          )
    }
    const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []))
    for (const [name, description] of listed) {
      if (!description) problems.push(`the tag "${name}" has no description`)
      if (!used.has(name)) problems.push(`the tag "${name}" tags no operation: remove it from API_TAGS`)
    }
    expect(problems).toEqual([])
  })

  it("types the import's dryRun and skipExisting as booleans, false unless sent", () => {
    const parameters = document.paths['/books/{id}/import']?.post?.parameters ?? []
    for (const name of ['dryRun', 'skipExisting']) {
      const schema = parameters.find((parameter) => parameter.name === name)?.schema
      expect(schema, name).toMatchObject({ type: 'boolean', default: false })
      expect(schema?.enum, name).toBeUndefined()
    }
  })

  it("names each of the import's two bodies, so a generated client makes one call of each", () => {
    const content = document.paths['/books/{id}/import']?.post?.requestBody?.content ?? {}
    expect(Object.keys(content).sort()).toEqual(['application/octet-stream', 'multipart/form-data'])
    expect(content['application/octet-stream']?.schema).toEqual({ $ref: '#/components/schemas/ImportFile' })
    expect(content['multipart/form-data']?.schema).toEqual({ $ref: '#/components/schemas/ImportForm' })
    expect(document.components.schemas.ImportFile).toMatchObject({ type: 'string', format: 'binary' })
  })

  it('gives a book slug its pattern, as permissive as the server', () => {
    const bodyOf = (method: string, path: string) => {
      const schema = document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema ?? {}
      return (schema.properties as Record<string, Json>).slug ?? {}
    }
    const create = new RegExp(String(bodyOf('post', '/books').pattern), 'u')
    const update = new RegExp(String(bodyOf('patch', '/books/{idOrSlug}').pattern), 'u')
    for (const slug of ['organic-chemistry', 'Chem-101', ' trimmed ']) {
      expect(create.test(slug), slug).toBe(true)
      expect(update.test(slug), slug).toBe(true)
    }
    expect(create.test(''), 'create: empty makes one from the title').toBe(true)
    for (const slug of ['two--hyphens', '-edge', 'spaced words', 'a/b', ''])
      expect(update.test(slug), slug).toBe(false)
  })
})
