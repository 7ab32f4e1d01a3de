import { createRoute, z } from '@hono/zod-openapi'
import { timestamp } from '../../../shared/text'
import { clientIp, isLoopback } from '../../auth/origins'
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
  middleware: [access.anyone] as const,
  responses: { 200: json(Outbox, 'The dev outbox'), ...errors('NOT_FOUND') },
})

/**
 * The outbox holds sign-in codes: whoever reads it can sign in as anyone. So it answers only on
 * loopback (the address the connection came from, or the proxy's forwarded one), unless
 * DEV_OUTBOX_OPEN says otherwise.
 */
export const devRoutes = createRouter().openapi(getOutbox, (c) => {
  const { config, mailer } = c.var.deps
  if (config.isProduction || !mailer.outbox) throw notFound()
  if (!config.DEV_OUTBOX_OPEN && !isLoopback(clientIp(c, config.TRUST_PROXY))) throw notFound()
  return c.json({ items: mailer.outbox }, 200)
})
