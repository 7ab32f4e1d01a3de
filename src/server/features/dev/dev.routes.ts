import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { timestamp } from '../../../shared/text'
import { isLoopback, socketAddress } from '../../auth/origins'
import { access } from '../../http/access'
import { errors, json } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { notFound } from '../../lib/app-error'

const Outbox = z.object({
  items: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: timestamp(),
    }),
  ),
})

const getOutbox = createRoute({
  method: 'get',
  path: '/dev/outbox',
  operationId: 'listDevOutbox',
  tags: ['dev'],
  summary:
    'Mail kept instead of sent (only without SMTP, outside production, and to callers on this machine unless DEV_OUTBOX_OPEN), newest first',
  description:
    'A development aid: the codes and links that sign-up and sign-in mail. 404 in production, with ' +
    'SMTP configured, and to a caller not on this machine (unless `DEV_OUTBOX_OPEN`).',
  middleware: [access.anyone] as const,
  responses: { 200: json(Outbox, 'The dev outbox'), ...errors('NOT_FOUND') },
})

/** A name or address of this machine: what a page on another site cannot make a browser send as Host. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || isLoopback(host)
}

/**
 * A caller on this machine: the connection comes from loopback, not through a proxy (a forwarded
 * request could be anyone's, whatever address it names), and it is addressed to this machine by
 * name (a page on another site that rebinds its own name to 127.0.0.1 sends its name as Host).
 */
function isFromThisMachine(c: Context): boolean {
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false
  return isLoopback(socketAddress(c)) && isLoopbackHost(new URL(c.req.url).hostname)
}

/**
 * The outbox holds sign-in codes: whoever reads it can sign in as anyone. So it answers only to
 * a caller on this machine, unless DEV_OUTBOX_OPEN says otherwise.
 */
export const devRoutes = createRouter().openapi(getOutbox, (c) => {
  const { config, mailer } = c.var.deps
  if (config.isProduction || !mailer.outbox) throw notFound()
  if (!config.DEV_OUTBOX_OPEN && !isFromThisMachine(c)) throw notFound()
  return c.json({ items: mailer.outbox }, 200)
})
