import { createRoute, z } from '@hono/zod-openapi'
import { BookSchema } from '../../../shared/books'
import { BookParam } from '../../../shared/path-params'
import { SectionUpdateInput } from '../../../shared/sections'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { updateSection } from './section.service'

const params = z.object({ id: BookParam })

const update = createRoute({
  method: 'patch',
  path: '/books/{id}/sections',
  operationId: 'updateBookSections',
  tags: ['points'],
  summary: 'Rename a section of a book or move it after another (owner or editor)',
  description:
    'A section is named by its current title in `section`. Sections are the section titles of the ' +
    "book's points, kept together; their order is the order of their first points. A `title` another " +
    'section has (in any case) merges the two; every point then has one description: a new ' +
    "`description` if the call gives one, else the other section's, else this one's.",
  middleware: [access.signedIn] as const,
  request: { params, ...jsonBody(SectionUpdateInput) },
  responses: {
    200: json(BookSchema, 'The book with its sections in their new order'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'FORBIDDEN', 'CONTENT_BANNED', 'NOT_FOUND', 'CONFLICT'),
  },
})

export const sectionRoutes = createRouter().openapi(update, async (c) => {
  const book = await updateSection(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))
  return c.json(book, 200)
})
