import { createRoute, z } from '@hono/zod-openapi'
import { MyNoteSchema, NoteInput, NoteSchema } from '../../../shared/notes'
import { PageQuery, pageSchema } from '../../../shared/pagination'
import { NoteParam } from '../../../shared/path-params'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody, noContent } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { createNote, deleteNote, listMyNotes, listPointNotes, updateNote } from './note.service'

const params = z.object({ id: NoteParam })

const listOnPoint = createRoute({
  method: 'get',
  path: '/points/{id}/notes',
  operationId: 'listPointNotes',
  tags: ['notes'],
  summary: 'My notes on a point, newest first',
  description: "Signed in: only my own notes, never anyone else's. 404 when I cannot read the point.",
  middleware: [access.signedIn] as const,
  request: { params, query: PageQuery },
  responses: {
    200: json(pageSchema(NoteSchema), 'A page of my notes'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'NOT_FOUND'),
  },
})

const create = createRoute({
  method: 'post',
  path: '/points/{id}/notes',
  operationId: 'createNote',
  tags: ['notes'],
  summary: 'Write a private note on a point I can read',
  description: 'Signed in, not banned, on a point I can read (404 otherwise). No one else ever sees it.',
  middleware: [access.signedIn] as const,
  request: { params, ...jsonBody(NoteInput) },
  responses: {
    201: json(NoteSchema, 'The note'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED', 'NOT_FOUND'),
  },
})

const update = createRoute({
  method: 'patch',
  path: '/notes/{id}',
  operationId: 'updateNote',
  tags: ['notes'],
  summary: 'Change my note (author only)',
  description: "Only its author: someone else's note answers 404, as an unknown one does.",
  middleware: [access.signedIn] as const,
  request: { params, ...jsonBody(NoteInput) },
  responses: {
    200: json(NoteSchema, 'The note'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED', 'NOT_FOUND'),
  },
})

const remove = createRoute({
  method: 'delete',
  path: '/notes/{id}',
  operationId: 'deleteNote',
  tags: ['notes'],
  summary: 'Delete my note (author only)',
  description: "Only its author: someone else's note answers 404, as an unknown one does.",
  middleware: [access.signedIn] as const,
  request: { params },
  responses: { ...noContent, ...errors('UNAUTHORIZED', 'USER_BANNED', 'NOT_FOUND') },
})

const listMine = createRoute({
  method: 'get',
  path: '/me/notes',
  operationId: 'listMyNotes',
  tags: ['notes'],
  summary: 'All my notes, newest first, with their points',
  description: 'Signed in; each note with the point and the book it is on.',
  middleware: [access.signedIn] as const,
  request: { query: PageQuery },
  responses: {
    200: json(pageSchema(MyNoteSchema), 'A page of my notes'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED'),
  },
})

export const noteRoutes = createRouter()
  .openapi(listOnPoint, async (c) =>
    c.json(await listPointNotes(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(create, async (c) => {
    const note = await createNote(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))
    return c.json(note, 201)
  })
  .openapi(update, async (c) => {
    const note = await updateNote(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))
    return c.json(note, 200)
  })
  .openapi(remove, async (c) => {
    await deleteNote(c.var.db, actorOf(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
  .openapi(listMine, async (c) => c.json(await listMyNotes(c.var.db, actorOf(c), c.req.valid('query')), 200))
