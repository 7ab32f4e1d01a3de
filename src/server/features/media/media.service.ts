import sharp from 'sharp'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { AppError } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { uploadLimitReached, uploadsInLastDay } from '../../lib/daily-uploads'
import { newId } from '../../lib/ids'
import type { Storage } from '../../storage/storage'
import { mediaUploads } from './media-upload.table'

/** Limits of an image pasted or dropped into a card or note (decision 008). */
export const MEDIA = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** The longest side kept: a diagram stays sharp on a wide screen, a photo shrinks. */
  maxSide: 2000,
} as const

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'avif'])

export interface MediaDeps {
  db: Db
  storage: Storage
  uploadsPerDay: number
}

export interface UploadedImage {
  url: string
  width: number
  height: number
}

/** Judged by its content, re-encoded as WebP without metadata, at most 2000 px on a side. */
async function toStoredImage(input: Buffer) {
  if (input.length > MEDIA.maxBytes) throw new AppError('IMAGE_TOO_LARGE')
  let format: string | undefined
  let pixels = 0
  try {
    const metadata = await sharp(input, { limitInputPixels: false }).metadata()
    format = metadata.format
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0)
  } catch {
    throw new AppError('INVALID_IMAGE')
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('INVALID_IMAGE')
  if (pixels > MEDIA.maxPixels) throw new AppError('IMAGE_TOO_LARGE')
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MEDIA.maxPixels, failOn: 'error' })
      .rotate()
      .resize(MEDIA.maxSide, MEDIA.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch {
    throw new AppError('INVALID_IMAGE')
  }
}

/**
 * Stores an image for Markdown and answers where it is served. Only accepted images count
 * against the day's uploads; the count and the row go in one transaction.
 */
export async function uploadMedia(deps: MediaDeps, actor: Actor, file: Buffer): Promise<UploadedImage> {
  const usedToday = (db: Db) => uploadsInLastDay(db, mediaUploads, actor.id)
  if ((await usedToday(deps.db)) >= deps.uploadsPerDay)
    throw await uploadLimitReached(deps.db, mediaUploads, actor.id)
  const image = await toStoredImage(file)
  const id = newId()
  const name = `${id}.webp`
  await deps.storage.put('media', name, image.data, 'image/webp')
  try {
    await deps.db.transaction(async (tx) => {
      if ((await usedToday(tx as unknown as Db)) >= deps.uploadsPerDay)
        throw await uploadLimitReached(tx as unknown as Db, mediaUploads, actor.id)
      await tx
        .insert(mediaUploads)
        .values({ id, userId: actor.id, name, bytes: image.data.length, createdAt: clock.now() })
    })
  } catch (error) {
    await deps.storage.delete('media', name).catch(() => {})
    throw error
  }
  return { url: `/api/storage/media/${name}`, width: image.width, height: image.height }
}
