import 'katex/dist/katex.min.css'
import katex from 'katex'

/**
 * A formula as HTML. KaTeX and its styles are a chunk of their own, loaded only for text that has
 * math (render.ts). trust: false keeps \href, \url, \includegraphics and \htmlClass out of user
 * formulas; maxSize and maxExpand stop a formula from covering the page or looping on macros.
 */
export function renderTex(tex: string, displayMode: boolean, escapeHtml: (text: string) => string): string {
  try {
    return katex.renderToString(tex, {
      displayMode,
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      errorColor: 'var(--color-error)',
      maxSize: 20,
      maxExpand: 500,
    })
  } catch {
    // throwOnError only covers parse errors; anything else shows the formula as written.
    return `<code class="math-error">${escapeHtml(tex)}</code>`
  }
}
