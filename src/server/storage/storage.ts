import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomToken } from '../lib/ids'

export type Bucket = 'avatars' | 'media'

interface StoredObject {
  data: Buffer
  contentType: string
}

/** Object storage: local disk by default; an S3-compatible store can implement the same. */
export interface Storage {
  put(bucket: Bucket, name: string, data: Buffer, contentType: string): Promise<void>
  get(bucket: Bucket, name: string): Promise<StoredObject | null>
  delete(bucket: Bucket, name: string): Promise<void>
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
}

function isSafeObjectName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..')
}

/** Files under `<root>/<bucket>/<name>`, written to a temporary name first so readers never see half a file. */
export function createDiskStorage(root: string): Storage {
  const pathOf = (bucket: Bucket, name: string) => {
    if (!isSafeObjectName(name)) throw new Error(`unsafe object name: ${name}`)
    return join(root, bucket, name)
  }
  return {
    async put(bucket, name, data) {
      const path = pathOf(bucket, name)
      await mkdir(join(root, bucket), { recursive: true })
      const draft = `${path}.${randomToken(6)}.part`
      await writeFile(draft, data)
      await rename(draft, path)
    },
    async get(bucket, name) {
      if (!isSafeObjectName(name)) return null
      try {
        const data = await readFile(pathOf(bucket, name))
        const extension = name.split('.').pop()?.toLowerCase() ?? ''
        return { data, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(bucket, name) {
      if (!isSafeObjectName(name)) return
      await rm(pathOf(bucket, name), { force: true })
    },
  }
}
