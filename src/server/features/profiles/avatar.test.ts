import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { clock } from '../../lib/clock'
import { setupTestApp } from '../../test/app'
import { createUser } from '../../test/users'

const ctx = await setupTestApp({ AVATAR_UPLOADS_PER_DAY: '3' })
const realNow = clock.now
afterEach(() => {
  clock.now = realNow
})

function upload(cookie: string, bytes: Buffer, filename = 'me.png', type = 'image/png') {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], filename, { type }))
  return ctx.app.request('/api/me/avatar', {
    method: 'PUT',
    body: form,
    headers: { Cookie: cookie, Origin: ctx.config.publicUrl },
  })
}

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    [format]()
    .toBuffer()

describe('avatar upload', () => {
  it('re-encodes an image to a 256×256 WebP without metadata, served for an hour', async () => {
    const user = await createUser(ctx)
    const response = await upload(user.cookie, await image(800, 600, 'jpeg'), 'photo.jpg', 'image/jpeg')
    expect(response.status).toBe(200)
    const { profile, remainingUploads } = await response.json()
    expect(profile.avatarUrl).toMatch(/^[0-9a-f-]+-[A-Za-z0-9]+\.webp$/)
    expect(remainingUploads).toBe(2)

    const served = await ctx.app.request(`/api/storage/avatars/${profile.avatarUrl}`)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600')
    const bytes = Buffer.from(await served.arrayBuffer())
    const metadata = await sharp(bytes).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 256, 256])
    expect(metadata.exif).toBeUndefined()
    expect(bytes.includes('secret-exif-marker')).toBe(false)
  })

  it('accepts png, gif and webp too', async () => {
    const user = await createUser(ctx)
    for (const format of ['png', 'gif', 'webp'] as const) {
      expect((await upload(user.cookie, await image(64, 64, format), `a.${format}`)).status).toBe(200)
    }
  })

  it('judges the content, not the name: a text file called .png is refused', async () => {
    const user = await createUser(ctx)
    const response = await upload(user.cookie, Buffer.from('<svg onload=alert(1)>'), 'evil.png')
    expect([response.status, (await response.json()).error.code]).toEqual([400, 'INVALID_IMAGE'])
  })

  it('refuses an SVG and a TIFF', async () => {
    const user = await createUser(ctx)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer()
    for (const bytes of [svg, tiff]) expect((await upload(user.cookie, bytes)).status).toBe(400)
  })

  it('refuses more than 40 megapixels and more than 5 MB', async () => {
    const user = await createUser(ctx)
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const pixels = await upload(user.cookie, huge)
    expect([pixels.status, (await pixels.json()).error.code]).toEqual([413, 'IMAGE_TOO_LARGE'])
    const heavy = Buffer.concat([await image(10, 10), Buffer.alloc(5 * 1024 * 1024)])
    const bytes = await upload(user.cookie, heavy)
    expect([bytes.status, (await bytes.json()).error.code]).toEqual([413, 'IMAGE_TOO_LARGE'])
  })

  it('allows a set number of uploads per day, then a clear error until a day has passed', async () => {
    const user = await createUser(ctx)
    const png = await image(32, 32)
    for (let i = 0; i < 3; i++) expect((await upload(user.cookie, png)).status).toBe(200)
    const refused = await upload(user.cookie, png)
    expect([refused.status, (await refused.json()).error.code]).toEqual([429, 'UPLOAD_LIMIT_REACHED'])
    const tomorrow = Date.now() + 24 * 60 * 60 * 1000 + 1000
    clock.now = () => new Date(tomorrow)
    expect((await upload(user.cookie, png)).status).toBe(200)
  })

  it('counts only accepted uploads against the day', async () => {
    const user = await createUser(ctx)
    const refused = await upload(user.cookie, Buffer.from('not an image at all'), 'me.png')
    expect(refused.status).toBe(400)
    const png = await image(16, 16)
    const replies: Response[] = []
    for (let i = 0; i < 3; i++) replies.push(await upload(user.cookie, png))
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200])
    const last = replies[2] as Response
    expect((await last.json()).remainingUploads).toBe(0)
  })

  it('needs a signed-in user', async () => {
    expect((await upload('', await image(8, 8))).status).toBe(401)
  })
})
