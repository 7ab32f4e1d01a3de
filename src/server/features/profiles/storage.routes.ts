import { createRoute, z } from '@hono/zod-openapi'
import { pathParam } from '../../../shared/text'
import { access } from '../../http/access'
import { errors } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { notFound } from '../../lib/app-error'

const getAvatar = createRoute({
  method: 'get',
  path: '/storage/avatars/{name}',
  tags: ['storage'],
  summary: 'An avatar image from the avatars bucket',
  middleware: [access.anyone] as const,
  request: { params: z.object({ name: pathParam() }) },
  responses: {
    200: {
      description: 'The image',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errors('NOT_FOUND'),
  },
})

export const storageRoutes = createRouter().openapi(getAvatar, async (c) => {
  const object = await c.var.deps.storage.get('avatars', c.req.valid('param').name)
  if (!object) throw notFound()
  return c.body(new Uint8Array(object.data), 200, {
    'Content-Type': object.contentType,
    'Cache-Control': 'public, max-age=3600',
  })
})
