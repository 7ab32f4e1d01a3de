import { createRoute, z } from '@hono/zod-openapi'
import {
  BookCopyInput,
  BookCreateInput,
  BookListQuery,
  BookSchema,
  BookUpdateInput,
} from '../../../shared/books'
import { pageSchema } from '../../../shared/pagination'
import { BookParam } from '../../../shared/path-params'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody, noContent } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { createBook, deleteBook, getBook, updateBook } from './book.service'
import { copyBook } from './book-copy.service'
import { listBooks } from './book-list.service'

const params = z.object({ idOrSlug: BookParam })

const copy = createRoute({
  method: 'post',
  path: '/books/{id}/copy',
  operationId: 'copyBook',
  tags: ['books'],
  summary: 'Copy a book with all its points into a new private book of mine',
  description: 'The copy is titled "<title> (copy)" unless the body names it.',
  middleware: [access.signedIn] as const,
  request: {
    params: z.object({ id: BookParam }),
    body: { content: { 'application/json': { schema: BookCopyInput } }, required: false },
  },
  responses: {
    201: json(BookSchema, 'The copy'),
    ...errors(
      'VALIDATION_FAILED',
      'UNAUTHORIZED',
      'USER_BANNED',
      'COPY_NOT_ALLOWED',
      'CONTENT_BANNED',
      'NOT_FOUND',
    ),
  },
})

const list = createRoute({
  method: 'get',
  path: '/books',
  operationId: 'listBooks',
  tags: ['books'],
  summary: 'Public books (explore), my books (mine) or books shared with me (shared); q searches titles',
  description:
    "Anyone may list `explore` (public books; `sort=stars`, `owner` for one person's); `mine`, " +
    '`shared` and `editable` (books I may add points to) need a signed-in caller (401 otherwise).',
  middleware: [access.anyone] as const,
  request: { query: BookListQuery },
  responses: {
    200: json(pageSchema(BookSchema), 'A page of books'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED'),
  },
})

const create = createRoute({
  method: 'post',
  path: '/books',
  operationId: 'createBook',
  tags: ['books'],
  summary: 'Create a book; without a slug one is made from the title',
  description:
    'Signed in, not banned. Private unless `visibility` says public. Its slug is the chosen words (or ' +
    "the title's) and an ending of the book's own, so it is unique.",
  middleware: [access.signedIn] as const,
  request: jsonBody(BookCreateInput),
  responses: {
    201: json(BookSchema, 'The new book'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED'),
  },
})

const get = createRoute({
  method: 'get',
  path: '/books/{idOrSlug}',
  operationId: 'getBook',
  tags: ['books'],
  summary: 'A book by id or slug, with its sections',
  description:
    'Anyone may read a public book; a private one only its owner and members, a banned one only its ' +
    'owner and admins: 404 for everyone else, as for an unknown book. `can` says what the caller may ' +
    'do with it.',
  middleware: [access.anyone] as const,
  request: { params },
  responses: { 200: json(BookSchema, 'The book'), ...errors('NOT_FOUND') },
})

const update = createRoute({
  method: 'patch',
  path: '/books/{idOrSlug}',
  operationId: 'updateBook',
  tags: ['books'],
  summary: "Change a book's settings (owner only)",
  description:
    'Only the owner (403 for a member; 404 for someone who cannot read it). Send only the fields to ' +
    'change. 403 `CONTENT_BANNED` while an admin bans the book.',
  middleware: [access.signedIn] as const,
  request: { params, ...jsonBody(BookUpdateInput) },
  responses: {
    200: json(BookSchema, 'The book'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'FORBIDDEN', 'CONTENT_BANNED', 'NOT_FOUND'),
  },
})

const remove = createRoute({
  method: 'delete',
  path: '/books/{idOrSlug}',
  operationId: 'deleteBook',
  tags: ['books'],
  summary: 'Delete a book with its points, members, stars and notes (owner only)',
  description: 'Only the owner (403 for a member; 404 for someone who cannot read it). It cannot be undone.',
  middleware: [access.signedIn] as const,
  request: { params },
  responses: { ...noContent, ...errors('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND') },
})

export const bookRoutes = createRouter()
  .openapi(copy, async (c) =>
    c.json(await copyBook(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('json') ?? {}), 201),
  )
  .openapi(list, async (c) => c.json(await listBooks(c.var.db, c.var.actor, c.req.valid('query')), 200))
  .openapi(create, async (c) => c.json(await createBook(c.var.db, actorOf(c), c.req.valid('json')), 201))
  .openapi(get, async (c) => c.json(await getBook(c.var.db, c.var.actor, c.req.valid('param').idOrSlug), 200))
  .openapi(update, async (c) => {
    const book = await updateBook(c.var.db, actorOf(c), c.req.valid('param').idOrSlug, c.req.valid('json'))
    return c.json(book, 200)
  })
  .openapi(remove, async (c) => {
    await deleteBook(c.var.db, actorOf(c), c.req.valid('param').idOrSlug)
    return c.body(null, 204)
  })
