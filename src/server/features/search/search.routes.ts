import { createRoute } from '@hono/zod-openapi'
import {
  SearchCountsQuery,
  SearchCountsSchema,
  SearchQuery,
  SearchResultSchema,
} from '../../../shared/search'
import { access } from '../../http/access'
import { errors, json } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { searchCounts } from './search.counts'
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

const count = createRoute({
  method: 'get',
  path: '/search/counts',
  operationId: 'searchCounts',
  tags: ['search'],
  summary: 'How many points, books, posts and people match q (each up to 99, then `more`)',
  description:
    'The same matching and visibility as `GET /search`, counted per kind so that a client can ' +
    "show each kind's count and open on one that has results.",
  middleware: [access.anyone] as const,
  request: { query: SearchCountsQuery },
  responses: {
    200: json(SearchCountsSchema, 'Per kind: the count, capped, and whether there are more'),
    ...errors('VALIDATION_FAILED'),
  },
})

export const searchRoutes = createRouter()
  .openapi(find, async (c) => c.json(await search(c.var.db, c.var.actor, c.req.valid('query')), 200))
  .openapi(count, async (c) => c.json(await searchCounts(c.var.db, c.var.actor, c.req.valid('query')), 200))
