import { createRoute, z } from '@hono/zod-openapi'
import { APP_VERSION } from '../../../shared/constants'
import { access } from '../../http/access'
import { json } from '../../http/openapi'
import { createRouter } from '../../http/router'

const ClientConfig = z.object({
  version: z.string(),
  google: z.boolean().describe('Whether "Continue with Google" is offered'),
  devOutbox: z.boolean().describe('Whether mail is kept in the dev outbox instead of sent'),
  agent: z
    .boolean()
    .describe('Whether the book agent has an AI endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL)'),
})

const getConfig = createRoute({
  method: 'get',
  path: '/config',
  operationId: 'getConfig',
  tags: ['config'],
  summary: 'What the web and native clients need to know about this server',
  description:
    'Anyone may call it. The web app and the native shell read it at start, to offer Google sign-in, ' +
    'the dev outbox and the book agent only where this server has them.',
  middleware: [access.anyone] as const,
  responses: { 200: json(ClientConfig, 'Client configuration') },
})

export const clientConfigRoutes = createRouter().openapi(getConfig, (c) => {
  const { config, mailer } = c.var.deps
  return c.json(
    {
      version: APP_VERSION,
      google: config.isGoogleEnabled,
      devOutbox: !config.isProduction && Boolean(mailer.outbox),
      agent: config.isAgentEnabled,
    },
    200,
  )
})
