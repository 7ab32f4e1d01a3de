/**
 * HTML from a card made elsewhere (Anki fields) as Markdown: line breaks, bold, italics, links,
 * images and lists kept; every other tag dropped; entities decoded. The result is text, rendered
 * later by the one sanitized Markdown renderer, so no raw HTML reaches a page.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && code !== 0
        ? String.fromCodePoint(code)
        : ''
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

const attribute = (tag: string, name: string) =>
  new RegExp(`${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined) ?? ''

/** Only web and relative addresses survive as links and images. */
const safeUrl = (url: string) => (/^(https?:\/\/|\/|[\w.-]+$)/i.test(url.trim()) ? url.trim() : '')

export function htmlToMarkdown(html: string): string {
  let text = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
  text = text.replace(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi, (_, attributes: string, inner: string) => {
    const href = safeUrl(decodeEntities(attribute(attributes, 'href')))
    return href ? `[${inner}](${href})` : inner
  })
  text = text.replace(/<img\b([^>]*)>/gi, (_, attributes: string) => {
    const src = safeUrl(decodeEntities(attribute(attributes, 'src')))
    return src ? `![${decodeEntities(attribute(attributes, 'alt'))}](${src})` : ''
  })
  text = text
    .replace(/<\/?(b|strong)\b[^>]*>/gi, '**')
    .replace(/<\/?(i|em)\b[^>]*>/gi, '*')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    // A block starts a new line (a paragraph, a blank line before it); a list or heading ends one.
    .replace(/<p\b[^>]*>/gi, '\n\n')
    .replace(/<(div|ul|ol|h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<\/(ul|ol|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
