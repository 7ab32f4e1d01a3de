import { Hono } from 'hono'
import { access } from '../../http/access'
import type { AppEnv } from '../../http/env'
import { robotsTxt, type SitemapKind, sitemapIndex, sitemapPage } from './seo'

const XML = 'application/xml; charset=utf-8'
const HOUR = 'public, max-age=3600'

/** robots.txt and the sitemap of public books and posts, for search engines. */
export const pageRoutes = new Hono<AppEnv>()
  .get('/robots.txt', access.anyone, (c) => {
    c.header('Cache-Control', HOUR)
    return c.text(robotsTxt(c.var.deps.config.publicUrl))
  })
  .get('/sitemap.xml', access.anyone, async (c) => {
    c.header('Cache-Control', HOUR)
    c.header('Content-Type', XML)
    return c.body(await sitemapIndex(c.var.db, c.var.deps.config.publicUrl))
  })
  .get('/sitemaps/:file', access.anyone, async (c) => {
    const match = /^(books|posts)-([1-9]\d{0,5})\.xml$/.exec(c.req.param('file'))
    const xml = match
      ? await sitemapPage(c.var.db, c.var.deps.config.publicUrl, match[1] as SitemapKind, Number(match[2]))
      : null
    if (xml === null) return c.text('Not found', 404)
    c.header('Cache-Control', HOUR)
    c.header('Content-Type', XML)
    return c.body(xml)
  })
