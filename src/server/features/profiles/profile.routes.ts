import { createRoute, z } from '@hono/zod-openapi'
import { MyProfileSchema, ProfileUpdateInput, PublicProfileSchema } from '../../../shared/accounts'
import { UsernameParam, UserParam } from '../../../shared/path-params'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, ImageFileForm, json, jsonBody } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { uploadAvatar } from './avatar.service'
import {
  getMyProfile,
  getProfileByUsername,
  getPublicProfile,
  recordHeartbeat,
  updateMyProfile,
} from './profile.service'

const getProfile = createRoute({
  method: 'get',
  path: '/profiles/{id}',
  operationId: 'getProfile',
  tags: ['profiles'],
  summary: "Anyone's public profile",
  description:
    'Anyone may call it; a signed-in caller also sees where they stand with the person (following, ' +
    'blocked). A banned person answers 404 to everyone but admins, as an unknown one does.',
  middleware: [access.anyone] as const,
  request: { params: z.object({ id: UserParam }) },
  responses: { 200: json(PublicProfileSchema, 'The profile'), ...errors('NOT_FOUND') },
})

const getByUsername = createRoute({
  method: 'get',
  path: '/profiles/by-username/{username}',
  operationId: 'getProfileByUsername',
  tags: ['profiles'],
  summary: "Anyone's public profile, found by username (case-insensitive)",
  description:
    'The same answer as `GET /profiles/{id}`, for a link that names the username. 404 when no one has ' +
    'it, or its owner is banned.',
  middleware: [access.anyone] as const,
  request: { params: z.object({ username: UsernameParam }) },
  responses: { 200: json(PublicProfileSchema, 'The profile'), ...errors('NOT_FOUND') },
})

const getMe = createRoute({
  method: 'get',
  path: '/me',
  operationId: 'getMyProfile',
  tags: ['profiles'],
  summary: 'My profile, with my email',
  description: 'Signed in only; the one answer that carries my email.',
  middleware: [access.signedIn] as const,
  responses: { 200: json(MyProfileSchema, 'My profile'), ...errors('UNAUTHORIZED') },
})

const patchMe = createRoute({
  method: 'patch',
  path: '/me',
  operationId: 'updateMyProfile',
  tags: ['profiles'],
  summary: 'Change my name, username or bio',
  description:
    'Signed in, not banned. Send only the fields to change. 409 `USERNAME_TAKEN` when someone else ' +
    'has the username, in any case.',
  middleware: [access.signedIn] as const,
  request: jsonBody(ProfileUpdateInput),
  responses: {
    200: json(MyProfileSchema, 'My profile'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USERNAME_TAKEN', 'FORBIDDEN'),
  },
})

const putAvatar = createRoute({
  method: 'put',
  path: '/me/avatar',
  operationId: 'setMyAvatar',
  tags: ['profiles'],
  summary: 'Upload my avatar (png, jpeg, webp or gif; re-encoded to a 256×256 WebP)',
  description:
    'Signed in, not banned: a multipart form with the image in `file`; the answer counts the uploads ' +
    'left today. 400 for a file that is no supported image, 413 past 5 MB or 40 megapixels, 429 past ' +
    'the daily upload limit.',
  middleware: [access.signedIn] as const,
  request: { body: { content: { 'multipart/form-data': { schema: ImageFileForm } }, required: true } },
  responses: {
    200: json(
      z.object({ profile: MyProfileSchema, remainingUploads: z.number().int() }),
      'The new avatar is set',
    ),
    ...errors('INVALID_IMAGE', 'UNAUTHORIZED', 'IMAGE_TOO_LARGE', 'UPLOAD_LIMIT_REACHED'),
  },
})

const postOnline = createRoute({
  method: 'post',
  path: '/me/online',
  operationId: 'reportOnline',
  tags: ['profiles'],
  summary: 'Heartbeat while the app is visible: adds 10 s of online time, at most once per 10 s',
  description:
    'Signed in, not banned. The web app and the shell call it every 10 s while they are visible; a ' +
    'call within 10 s of the last counts nothing (`counted: false`).',
  middleware: [access.signedIn] as const,
  responses: {
    200: json(z.object({ onlineDuration: z.number().int(), counted: z.boolean() }), 'My online time'),
    ...errors('UNAUTHORIZED'),
  },
})

export const profileRoutes = createRouter()
  .openapi(getProfile, async (c) =>
    c.json(await getPublicProfile(c.var.db, c.var.actor, c.req.valid('param').id), 200),
  )
  .openapi(getByUsername, async (c) =>
    c.json(await getProfileByUsername(c.var.db, c.var.actor, c.req.valid('param').username), 200),
  )
  .openapi(getMe, async (c) => c.json(await getMyProfile(c.var.db, actorOf(c)), 200))
  .openapi(patchMe, async (c) =>
    c.json(await updateMyProfile(c.var.db, actorOf(c), c.req.valid('json')), 200),
  )
  .openapi(putAvatar, async (c) => {
    const { file } = c.req.valid('form')
    const { config, storage } = c.var.deps
    const deps = { db: c.var.db, storage, uploadsPerDay: config.AVATAR_UPLOADS_PER_DAY }
    return c.json(await uploadAvatar(deps, actorOf(c), Buffer.from(await file.arrayBuffer())), 200)
  })
  .openapi(postOnline, async (c) => c.json(await recordHeartbeat(c.var.db, actorOf(c)), 200))
