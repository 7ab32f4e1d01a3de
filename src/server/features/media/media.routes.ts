import { createRoute, z } from '@hono/zod-openapi'
import { text } from '../../../shared/text'
import { clientIp } from '../../auth/origins'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, ImageFileForm, json } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { uploadMedia } from './media.service'
import { UNAVAILABLE_IMAGE, wantsPlaceholder } from './unavailable-image'

const remote = createRoute({
  method: 'get',
  path: '/media/remote',
  operationId: 'getRemoteImage',
  tags: ['media'],
  summary: 'An image from another site, fetched by the server (Markdown images)',
  description:
    'Readers load images written into cards and notes from here, never from the other site, so its ' +
    'owner does not learn who read them. Only public http(s) hosts; re-encoded as WebP, at most ' +
    '2000 px on a side; cached. Busy (503) while too many images, or four of this requester’s, are under way. ' +
    'An image element (`Sec-Fetch-Dest: image`) whose image cannot be had gets a placeholder ' +
    '(200, SVG, the reason in `X-Image-Error`) instead of the error, which its browser would log.',
  middleware: [access.anyone] as const,
  request: {
    // http(s) only (others: 400); parsed as a URL, so blank ends are allowed.
    query: z.object({ url: text().max(2000).meta({ pattern: '^\\s*[Hh][Tt][Tt][Pp][Ss]?:' }) }),
  },
  responses: {
    200: {
      description: 'The image, re-encoded',
      content: {
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
        'image/svg+xml': {
          schema: z.string().openapi({ description: 'The placeholder, for an image element' }),
        },
      },
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
  description:
    "Signed in, not banned: a multipart form with the image in `file`; the answer's `url` is what a " +
    "card's or note's Markdown refers to. 400 for a file that is no supported image, 413 past 5 MB or " +
    '40 megapixels, 429 past the daily upload limit.',
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
    try {
      const { remoteImages, config } = c.var.deps
      const image = await remoteImages.fetch(c.req.valid('query').url, clientIp(c, config.TRUST_PROXY))
      return c.body(new Uint8Array(image.data), 200, {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=86400',
      })
    } catch (error) {
      if (!wantsPlaceholder(error, c.req.header('sec-fetch-dest'))) throw error
      return c.body(UNAVAILABLE_IMAGE, 200, {
        'Content-Type': 'image/svg+xml',
        // Not kept: the image may come back (a busy proxy at once, a host that was down later).
        'Cache-Control': error.code === 'SERVICE_UNAVAILABLE' ? 'no-store' : 'public, max-age=300',
        // Why, for whoever looks at the request.
        'X-Image-Error': error.code,
        Vary: 'Sec-Fetch-Dest',
      })
    }
  })
