import { confirmRoutes } from './auth/confirm.routes'
import { clientConfigRoutes } from './features/client-config/config.routes'
import { devRoutes } from './features/dev/dev.routes'
import { healthRoutes } from './features/health/health.routes'
import { profileRoutes } from './features/profiles/profile.routes'
import { storageRoutes } from './features/profiles/storage.routes'
import { createRouter } from './http/router'

/** Every feature router under /api. Its type is the web client's contract (`hc<AppType>`). */
export const apiRoutes = createRouter()
  .route('/health', healthRoutes)
  .route('/', clientConfigRoutes)
  .route('/', confirmRoutes)
  .route('/', devRoutes)
  .route('/', profileRoutes)
  .route('/', storageRoutes)

export type AppType = typeof apiRoutes
