import { eq } from 'drizzle-orm'
import sharp, { type Metadata } from 'sharp'
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, AVATAR_SIZE, type MyProfile } from '../../../shared/accounts'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { uploadLimitReached, uploadsInLastDay } from '../../lib/daily-uploads'
import { newId, randomToken } from '../../lib/ids'
import type { Storage } from '../../storage/storage'
import { avatarUploads } from './avatar-upload.table'
import { toMyProfile } from './profile.presenter'

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif'])

/**
 * Checks an upload by its content (never its name or declared type) and re-encodes it as a
 * 256×256 WebP: metadata (EXIF, GPS) is dropped and whatever else the file carried is gone.
 */
export async function toAvatarImage(input: Buffer): Promise<Buffer> {
  if (input.length > AVATAR_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE')
  let metadata: Metadata
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new AppError('INVALID_IMAGE')
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError('INVALID_IMAGE')
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > AVATAR_MAX_PIXELS)
    throw new AppError('IMAGE_TOO_LARGE')
  try {
    return await sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new AppError('INVALID_IMAGE')
  }
}

export interface AvatarDeps {
  db: Db
  storage: Storage
  uploadsPerDay: number
}

export async function uploadAvatar(
  deps: AvatarDeps,
  actor: Actor,
  file: Buffer,
): Promise<{ profile: MyProfile; remainingUploads: number }> {
  const recent = (db: Db) => uploadsInLastDay(db, avatarUploads, actor.id)
  if ((await recent(deps.db)) >= deps.uploadsPerDay)
    throw await uploadLimitReached(deps.db, avatarUploads, actor.id)
  const image = await toAvatarImage(file)
  const name = `${actor.id}-${randomToken(6).replace(/[^A-Za-z0-9]/g, 'x')}.webp`
  await deps.storage.put('avatars', name, image, 'image/webp')

  const result = await deps.db
    .transaction(async (tx) => {
      const used = await recent(tx as unknown as Db)
      if (used >= deps.uploadsPerDay)
        throw await uploadLimitReached(tx as unknown as Db, avatarUploads, actor.id)
      const [before] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, actor.id))
        .for('update')
      if (!before) throw notFound()
      await tx.insert(avatarUploads).values({ id: newId(), userId: actor.id, createdAt: clock.now() })
      const [row] = await tx
        .update(users)
        .set({ image: name, updatedAt: clock.now() })
        .where(eq(users.id, actor.id))
        .returning()
      if (!row) throw notFound()
      return { row, previous: before.image, remaining: deps.uploadsPerDay - used - 1 }
    })
    .catch(async (error: unknown) => {
      await deps.storage.delete('avatars', name)
      throw error
    })
  // Only our own files are removed; an avatar given as an http(s) URL is not ours.
  if (result.previous?.startsWith(`${actor.id}-`))
    await deps.storage.delete('avatars', result.previous).catch(() => {})
  return { profile: toMyProfile(result.row), remainingUploads: result.remaining }
}
