import { createRoute, z } from '@hono/zod-openapi'
import { text } from '../../../shared/text'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, ImageFileForm, json } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { uploadMedia } from './media.service'

const remote = createRoute({
  method: 'get',
  path: '/media/remote',
  operationId: 'getRemoteImage',
  tags: ['media'],
  summary: 'An image from another site, fetched by the server (Markdown images)',
  description:
    'Readers load images written into cards and notes from here, never from the other site, so its ' +
    'owner does not learn who read them. Only public http(s) hosts; re-encoded as WebP; cached.',
  middleware: [access.anyone] as const,
  request: { query: z.object({ url: text().max(2000) }) },
  responses: {
    200: {
      description: 'The image, re-encoded',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errors('VALIDATION_FAILED', 'INVALID_IMAGE', 'IMAGE_TOO_LARGE', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'),
  },
})

const upload = createRoute({
  method: 'post',
  path: '/media',
  operationId: 'uploadImage',
  tags: ['media'],
  summary: 'Upload an image for a card or note (png, jpeg, webp, gif or avif; re-encoded as WebP)',
  middleware: [access.signedIn] as const,
  request: { body: { content: { 'multipart/form-data': { schema: ImageFileForm } }, required: true } },
  responses: {
    201: json(
      z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
      'Where the image is served, and its size',
    ),
    ...errors('INVALID_IMAGE', 'UNAUTHORIZED', 'USER_BANNED', 'IMAGE_TOO_LARGE', 'UPLOAD_LIMIT_REACHED'),
  },
})

export const mediaRoutes = createRouter()
  .openapi(upload, async (c) => {
    const { file } = c.req.valid('form')
    const { config, storage } = c.var.deps
    const deps = { db: c.var.db, storage, uploadsPerDay: config.MEDIA_UPLOADS_PER_DAY }
    return c.json(await uploadMedia(deps, actorOf(c), Buffer.from(await file.arrayBuffer())), 201)
  })
  .openapi(remote, async (c) => {
    const image = await c.var.deps.remoteImages.fetch(c.req.valid('query').url)
    return c.body(new Uint8Array(image.data), 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=86400',
    })
  })
