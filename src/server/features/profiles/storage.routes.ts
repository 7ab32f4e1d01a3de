import { createRoute, z } from '@hono/zod-openapi'
import { pathParam } from '../../../shared/text'
import { access } from '../../http/access'
import { errors } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { notFound } from '../../lib/app-error'
import type { Bucket } from '../../storage/storage'

/**
 * How long a browser keeps a file of each bucket: an avatar for an hour; an image of a card for
 * good (its name is a new id each time, so it never changes).
 */
const CACHE: Record<Bucket, string> = {
  avatars: 'public, max-age=3600',
  media: 'public, max-age=31536000, immutable',
}

const getFile = createRoute({
  method: 'get',
  path: '/storage/{bucket}/{name}',
  operationId: 'getStoredFile',
  tags: ['storage'],
  summary: 'A stored image: an avatar (avatars) or an image of a card or note (media)',
  middleware: [access.anyone] as const,
  request: { params: z.object({ bucket: z.enum(['avatars', 'media']), name: pathParam() }) },
  responses: {
    200: {
      description: 'The image',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errors('VALIDATION_FAILED', 'NOT_FOUND'),
  },
})

export const storageRoutes = createRouter().openapi(getFile, async (c) => {
  const { bucket, name } = c.req.valid('param')
  const object = await c.var.deps.storage.get(bucket, name)
  if (!object) throw notFound()
  return c.body(new Uint8Array(object.data), 200, {
    'Content-Type': object.contentType,
    'Cache-Control': CACHE[bucket],
  })
})
