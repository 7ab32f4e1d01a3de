// Draws the app's icons from its logo (src/web/public/favicon.svg) into src/web/public: the
// favicon.ico browsers and crawlers ask for, the Apple touch icon, the web manifest's icons and
// the link-preview card. Run after changing the logo (`npm run icons`); the results are committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'

const PUBLIC = 'src/web/public'
const BRAND = '#4f46e5'
const logo = readFileSync(`${PUBLIC}/favicon.svg`)
// The logo's mark without its rounded tile, for icons that bring their own background.
const mark = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M18 14h18a12 12 0 0 1 0 24h-8v12h-10z" fill="#fff"/><circle cx="34" cy="26" r="5" fill="#4f46e5"/></svg>',
)

const png = (input, size) =>
  sharp(input, { density: 1024 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()

/** The mark at `scale` of a square `size` on the brand colour, edge to edge (for masks and iOS). */
async function tile(size, scale) {
  const inner = Math.round(size * scale)
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: await png(mark, inner), gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An .ico holding PNG images (every browser since IE 11 reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map(({ data }) => data)])
}

mkdirSync(`${PUBLIC}/icons`, { recursive: true })
const sizes = [16, 32, 48]
writeFileSync(
  `${PUBLIC}/favicon.ico`,
  ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(logo, size) })))),
)
writeFileSync(`${PUBLIC}/apple-touch-icon.png`, await tile(180, 0.7))
writeFileSync(`${PUBLIC}/icons/icon-192.png`, await png(logo, 192))
writeFileSync(`${PUBLIC}/icons/icon-512.png`, await png(logo, 512))
// Maskable: the mark inside the safe zone (the inner 80 %), the rest background.
writeFileSync(`${PUBLIC}/icons/icon-maskable-512.png`, await tile(512, 0.55))
// The link-preview card (1200×630, the size Open Graph and Twitter's large card ask for).
writeFileSync(
  `${PUBLIC}/icons/card.png`,
  await sharp({ create: { width: 1200, height: 630, channels: 4, background: BRAND } })
    .composite([{ input: await png(mark, 360), gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer(),
)
console.log('icons written to', PUBLIC)
