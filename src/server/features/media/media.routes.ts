import { createRoute, z } from '@hono/zod-openapi'
import { text } from '../../../shared/validation'
import { access } from '../../http/access'
import { errors } from '../../http/openapi'
import { createRouter } from '../../http/router'

const remote = createRoute({
  method: 'get',
  path: '/media/remote',
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
    ...errors('VALIDATION_FAILED', 'INVALID_IMAGE', 'IMAGE_TOO_LARGE', 'NOT_FOUND'),
  },
})

export const mediaRoutes = createRouter().openapi(remote, async (c) => {
  const image = await c.var.deps.remoteImages.fetch(c.req.valid('query').url)
  return c.body(new Uint8Array(image.data), 200, {
    'Content-Type': image.contentType,
    'Cache-Control': 'public, max-age=86400',
  })
})
