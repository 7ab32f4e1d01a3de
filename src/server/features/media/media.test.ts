import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../test/app'
import { createUser } from '../../test/users'
import { MEDIA } from './media.service'

const ctx = await setupTestApp({ MEDIA_UPLOADS_PER_DAY: '3' })

function upload(cookie: string, bytes: Buffer, filename = 'diagram.png', type = 'image/png') {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], filename, { type }))
  return ctx.app.request('/api/media', {
    method: 'POST',
    body: form,
    headers: { Cookie: cookie, Origin: ctx.config.publicUrl },
  })
}

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    [format]()
    .toBuffer()

describe('POST /api/media', () => {
  it('stores PNG, JPEG and WebP re-encoded without metadata, served from our origin for good', async () => {
    const user = await createUser(ctx)
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const response = await upload(user.cookie, await image(40, 30, format), `a.${format}`)
      expect(response.status).toBe(201)
      const body = await response.json()
      expect(body).toMatchObject({ width: 40, height: 30 })
      expect(body.url).toMatch(/^\/api\/storage\/media\/[0-9a-f-]{36}\.webp$/)
      const served = await ctx.app.request(body.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = Buffer.from(await served.arrayBuffer())
      expect((await sharp(bytes).metadata()).format).toBe('webp')
      expect(bytes.includes('secret-exif-marker')).toBe(false)
    }
  })

  it('shrinks a huge picture to 2000 px on its longest side', async () => {
    const user = await createUser(ctx)
    const body = await (await upload(user.cookie, await image(3000, 1500))).json()
    expect([body.width, body.height]).toEqual([MEDIA.maxSide, 1000])
  })

  it('refuses a text file named .png without counting it, and counts only accepted ones', async () => {
    const user = await createUser(ctx)
    const refused = await upload(user.cookie, Buffer.from('<svg onload=alert(1)>'), 'x.png')
    expect([refused.status, (await refused.json()).error.code]).toEqual([400, 'INVALID_IMAGE'])
    const png = await image(8, 8)
    for (let i = 0; i < 3; i++) expect((await upload(user.cookie, png)).status).toBe(201)
    const fourth = await upload(user.cookie, png)
    expect([fourth.status, (await fourth.json()).error.code]).toEqual([429, 'UPLOAD_LIMIT_REACHED'])
  })

  it('refuses a file over 5 MB', async () => {
    const user = await createUser(ctx)
    const response = await upload(user.cookie, Buffer.alloc(MEDIA.maxBytes + 1))
    expect(response.status).toBe(413)
  })

  it('needs a signed-in user; an unknown file is a 404', async () => {
    expect((await upload('', await image(8, 8))).status).toBe(401)
    expect((await ctx.app.request('/api/storage/media/nothing.webp')).status).toBe(404)
    // Only the two buckets are served; no other folder of the storage is reachable.
    const other = await ctx.app.request('/api/storage/secrets/a.webp')
    expect([other.status, (await other.json()).error.details]).toEqual([
      400,
      [{ path: 'bucket', code: 'invalid' }],
    ])
  })
})
