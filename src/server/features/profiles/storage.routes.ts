import { createRoute, z } from '@hono/zod-openapi'
import { exampleUser } from '../../../shared/examples'
import { documented } from '../../../shared/path-params'
import { access } from '../../http/access'
import { errors } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { notFound } from '../../lib/app-error'
import type { Bucket } from '../../storage/storage'

/** A stored file's name (storage/storage.ts keeps to these); other names answer 404. */
const FileName = documented(/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/, {
  example: exampleUser.avatarUrl,
  description: 'The file name, as an avatarUrl or an uploaded image URL ends',
})

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
  description:
    'Anyone may call it: an avatar or an uploaded image is as public as its link. 404 for a name that ' +
    'is not stored. A media file never changes (its name is new each time), so it may be cached for ' +
    'good.',
  middleware: [access.anyone] as const,
  request: {
    params: z.object({
      bucket: z
        .enum(['avatars', 'media'])
        .meta({ param: { example: 'avatars', description: 'Which store' } }),
      name: FileName,
    }),
  },
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
