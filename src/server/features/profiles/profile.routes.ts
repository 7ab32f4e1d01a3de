import { createRoute, z } from '@hono/zod-openapi'
import { MyProfileSchema, ProfileUpdateInput, PublicProfileSchema } from '../../../shared/accounts'
import { pathParam } from '../../../shared/text'
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
  middleware: [access.anyone] as const,
  request: { params: z.object({ id: pathParam() }) },
  responses: { 200: json(PublicProfileSchema, 'The profile'), ...errors('NOT_FOUND') },
})

const getByUsername = createRoute({
  method: 'get',
  path: '/profiles/by-username/{username}',
  operationId: 'getProfileByUsername',
  tags: ['profiles'],
  summary: "Anyone's public profile, found by username (case-insensitive)",
  middleware: [access.anyone] as const,
  request: { params: z.object({ username: pathParam(100) }) },
  responses: { 200: json(PublicProfileSchema, 'The profile'), ...errors('NOT_FOUND') },
})

const getMe = createRoute({
  method: 'get',
  path: '/me',
  operationId: 'getMyProfile',
  tags: ['profiles'],
  summary: 'My profile, with my email',
  middleware: [access.signedIn] as const,
  responses: { 200: json(MyProfileSchema, 'My profile'), ...errors('UNAUTHORIZED') },
})

const patchMe = createRoute({
  method: 'patch',
  path: '/me',
  operationId: 'updateMyProfile',
  tags: ['profiles'],
  summary: 'Change my name, username or bio',
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
