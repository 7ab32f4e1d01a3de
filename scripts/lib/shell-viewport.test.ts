import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SHELL_VIEWPORT, withShellViewport } from './shell-viewport'

const viewportOf = (html: string) =>
  /<meta\s+name="viewport"\s+content="([^"]*)"/.exec(html)?.[1]?.split(/,\s*/) ?? []

describe('the viewport', () => {
  const web = readFileSync('src/web/index.html', 'utf8')

  it('lets the web page zoom (WCAG 1.4.4)', () => {
    const viewport = viewportOf(web)
    expect(viewport).toEqual(['width=device-width', 'initial-scale=1', 'viewport-fit=cover'])
  })

  it("is the spec's fixed one in the native shell's build, the page otherwise the same", () => {
    const shell = withShellViewport(web)
    expect(viewportOf(shell)).toContain('user-scalable=no')
    expect(viewportOf(shell)).toContain('maximum-scale=1')
    expect(viewportOf(shell).join(', ')).toBe(SHELL_VIEWPORT)
    expect(shell.replace(SHELL_VIEWPORT, '')).toBe(web.replace(viewportOf(web).join(', '), ''))
  })

  it('fails the sync rather than ship a zoomable shell when index.html changes shape', () => {
    expect(() => withShellViewport('<html><head></head></html>')).toThrow(/viewport/)
  })
})
