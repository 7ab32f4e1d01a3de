import DOMPurify from 'dompurify'
import { proxiedImage } from '../../../shared/avatar'
import { isExternalUrl, isSafeUrl } from './url-policy'

// The second line of defence: markdown-it already escapes raw HTML and refuses unsafe links, and
// DOMPurify makes sure nothing executable survives whatever a plugin or a parser bug emits.
// DOMPurify's own instance, the one its module makes as it loads: nothing else in the app uses
// DOMPurify, so the hooks and the configuration below are its only ones, and a second instance
// would cost its set-up again (~10 ms on a phone, in the renderer's first task).

// DOMPurify lets data: URLs through on <img> and a few other tags; our policy refuses them all.
const SAFE_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href']

// Set once: a configuration passed to each `sanitize` call is parsed again on every call.
DOMPurify.setConfig({
  ALLOWED_URI_REGEXP: SAFE_URI,
  // Nothing markdown-it or KaTeX writes; refused in case something ever does.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
})

// DOMPurify drops KaTeX's <semantics> and <annotation> but keeps their text, which would leave the
// TeX source inside the MathML for screen readers to read out after the formula. Empty it first.
DOMPurify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'annotation') node.textContent = ''
})

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  for (const name of URL_ATTRIBUTES) {
    const value = node.getAttribute(name)
    // An empty href is what markdown-it leaves of a refused link: not a link at all.
    if (value !== null && (value.trim() === '' || !isSafeUrl(value))) node.removeAttribute(name)
  }
  // Another site's image is loaded through our server, so its owner never sees who reads.
  const src = node.tagName === 'IMG' ? node.getAttribute('src') : null
  if (src !== null && isExternalUrl(src)) {
    const absolute = new URL(src, window.location.href)
    if (absolute.origin !== window.location.origin) node.setAttribute('src', proxiedImage(absolute.href))
  }
  const href = node.tagName === 'A' ? node.getAttribute('href') : null
  if (href !== null && isExternalUrl(href)) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer nofollow')
  }
})

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html)
}
