import { createRoute } from '@hono/zod-openapi'
import { SearchQuery, SearchResultSchema } from '../../../shared/search'
import { access } from '../../http/access'
import { errors, json } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { search } from './search.service'

const find = createRoute({
  method: 'get',
  path: '/search',
  operationId: 'search',
  tags: ['search'],
  summary: 'Points, books, posts or people matching every word of q, among what the caller may see',
  description:
    'Chinese and Japanese are read as words; case, accents, width, kana and Traditional/Simplified ' +
    'Chinese are folded; the last word is a prefix unless q ends in a space; Latin words the index ' +
    'lacks are widened to near ones. `book` keeps a point search to one book. Titles and snippets ' +
    'carry the ranges that matched.',
  middleware: [access.anyone] as const,
  request: { query: SearchQuery },
  responses: {
    200: json(SearchResultSchema, 'A page of results, best first'),
    ...errors('VALIDATION_FAILED'),
  },
})

export const searchRoutes = createRouter().openapi(find, async (c) =>
  c.json(await search(c.var.db, c.var.actor, c.req.valid('query')), 200),
)
