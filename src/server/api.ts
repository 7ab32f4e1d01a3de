import { healthRoutes } from './features/health/health.routes'
import { createRouter } from './http/router'

/** Every feature router under /api. Its type is the web client's contract (`hc<AppType>`). */
export const apiRoutes = createRouter().route('/health', healthRoutes)

export type AppType = typeof apiRoutes
