import { availableParallelism } from 'node:os'
import sharp, { type Metadata } from 'sharp'
import { AppError } from '../../lib/app-error'
import { createSemaphore } from '../../lib/semaphore'

export interface DecodeLimits {
  /** Decoded pixels, every frame of an animation counted; judged from the header alone. */
  maxPixels: number
  /** The longest side of the image served. */
  maxSide: number
  /** A decode running longer is stopped (sharp counts whole seconds). */
  decodeSeconds: number
  /** The error for an image past these limits. */
  tooLarge: () => AppError
}

/**
 * Decodes at once. Each holds one of libuv's threads (4 unless UV_THREADPOOL_SIZE says
 * otherwise) until it ends, and DNS lookups and file reads wait for the same threads: one thread
 * is always left to them, or every other fetch's lookup would queue behind the decodes.
 */
const DECODES_AT_ONCE = Math.max(
  1,
  Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
)

const STILL_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif'])

/** The format and decoded size from the header, before any pixel is decoded. */
async function readHeader(input: Buffer): Promise<{ animated: boolean; pixels: number }> {
  let metadata: Metadata
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new AppError('INVALID_IMAGE')
  }
  // sharp names AVIF `heif`; HEIC is heif too (HEVC), and not accepted.
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1'
  if (!isAvif && !STILL_FORMATS.has(metadata.format ?? '')) throw new AppError('INVALID_IMAGE')
  // Only a GIF is decoded with all its frames (as before); every other image by its first.
  const pages = metadata.format === 'gif' ? (metadata.pages ?? 1) : 1
  return { animated: pages > 1, pixels: (metadata.width ?? 0) * (metadata.height ?? 0) * pages }
}

/**
 * Re-encodes an image as WebP within limits in pixels and time: one past the pixel limit is
 * refused from its header at the cost of reading it; the rest wait for one of `DECODES_AT_ONCE`
 * places (until `signal`, then 503), are shrunk to `maxSide` (WebP encoding costs by the pixels
 * it writes) and stopped after `decodeSeconds`.
 */
export function createDecoder(limits: DecodeLimits, decodesAtOnce = DECODES_AT_ONCE) {
  const places = createSemaphore(decodesAtOnce)

  return async function reencode(input: Buffer, signal: AbortSignal): Promise<Buffer> {
    const { animated, pixels } = await readHeader(input)
    if (pixels > limits.maxPixels) throw limits.tooLarge()
    let release: () => void
    try {
      release = await places.acquire(signal)
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE')
    }
    try {
      return await sharp(input, { limitInputPixels: limits.maxPixels, animated })
        .rotate()
        .resize(limits.maxSide, limits.maxSide, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .timeout({ seconds: limits.decodeSeconds })
        .toBuffer()
    } catch (error) {
      // An image that needs more time than that is too costly to serve, whatever its size.
      throw /timeout/i.test((error as Error).message) ? limits.tooLarge() : new AppError('INVALID_IMAGE')
    } finally {
      release()
    }
  }
}
