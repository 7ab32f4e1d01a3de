import { OpenAPIHono } from '@hono/zod-openapi'
import { toFieldIssues } from '../../shared/validation'
import { AppError } from '../lib/app-error'
import type { AppEnv } from './env'

/** Every feature router: failed request validation becomes the one 400 error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError('VALIDATION_FAILED', undefined, toFieldIssues(result.error))
      }
    },
  })
}
