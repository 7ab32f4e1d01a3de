import './highlight.css'
import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import c from 'highlight.js/lib/languages/c'
import cpp from 'highlight.js/lib/languages/cpp'
import css from 'highlight.js/lib/languages/css'
import go from 'highlight.js/lib/languages/go'
import java from 'highlight.js/lib/languages/java'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import python from 'highlight.js/lib/languages/python'
import rust from 'highlight.js/lib/languages/rust'
import sql from 'highlight.js/lib/languages/sql'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'

// The languages students write most; the full highlight.js set is ten times the size. Each
// brings its usual aliases (js, ts, py, sh, html, c++, golang, rs …).
const LANGUAGES = { bash, c, cpp, css, go, java, javascript, json, python, rust, sql, typescript, xml }
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language)
hljs.registerAliases(['shell'], { languageName: 'bash' })

/**
 * Highlighted HTML for a fenced block, or '' so markdown-it escapes the code itself. No
 * guessing for unlabelled or unknown languages: auto-detection is slow and often wrong.
 */
export function highlightCode(code: string, language: string): string {
  if (!language || !hljs.getLanguage(language)) return ''
  return hljs.highlight(code, { language, ignoreIllegals: true }).value
}
