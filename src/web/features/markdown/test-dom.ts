// Assertions on rendered HTML read it back through the DOM, as the browser will, not as a string.

export function dom(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

/** Every `on…` attribute left in the tree, as "TAG name". */
export function eventHandlers(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes]
      .filter((a) => a.name.toLowerCase().startsWith('on'))
      .map((a) => `${el.tagName} ${a.name}`),
  )
}

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction']
const DANGEROUS_URL = /^(?:javascript|vbscript|data|file):/i

/** URLs in the tree that would run script or load a document the writer smuggled in. */
export function dangerousUrls(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .flatMap((el) => URL_ATTRIBUTES.flatMap((name) => el.getAttribute(name) ?? []))
    .filter((url) => DANGEROUS_URL.test(url.replace(/\s/g, '')))
}
