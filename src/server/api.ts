import { appGoogleRoutes } from './auth/app-google.routes'
import { confirmRoutes } from './auth/confirm.routes'
import { badgeRoutes } from './features/badges/badge.routes'
import { bookRoutes } from './features/books/book.routes'
import { memberRoutes } from './features/books/member.routes'
import { clientConfigRoutes } from './features/client-config/config.routes'
import { devRoutes } from './features/dev/dev.routes'
import { healthRoutes } from './features/health/health.routes'
import { importRoutes } from './features/imports/import.routes'
import { mediaRoutes } from './features/media/media.routes'
import { appealRoutes } from './features/moderation/appeal.routes'
import { moderationRoutes } from './features/moderation/moderation.routes'
import { noteRoutes } from './features/notes/note.routes'
import { notificationRoutes } from './features/notifications/notification.routes'
import { copyRoutes } from './features/points/copy.routes'
import { pointRoutes } from './features/points/point.routes'
import { sectionRoutes } from './features/points/section.routes'
import { postRoutes } from './features/posts/post.routes'
import { profileRoutes } from './features/profiles/profile.routes'
import { storageRoutes } from './features/profiles/storage.routes'
import { searchRoutes } from './features/search/search.routes'
import { socialRoutes } from './features/social/social.routes'
import { starRoutes } from './features/stars/star.routes'
import { studyRoutes } from './features/study/study.routes'
import { timerRoutes } from './features/timers/timer.routes'
import { createRouter } from './http/router'
import { realtimeRoutes } from './realtime/realtime.routes'

/** Every feature router under /api. Its type is the web client's contract (`hc<AppType>`). */
export const apiRoutes = createRouter()
  .route('/health', healthRoutes)
  .route('/', clientConfigRoutes)
  .route('/', confirmRoutes)
  .route('/', appGoogleRoutes)
  .route('/', devRoutes)
  .route('/', profileRoutes)
  .route('/', storageRoutes)
  .route('/', mediaRoutes)
  .route('/', bookRoutes)
  .route('/', memberRoutes)
  .route('/', pointRoutes)
  .route('/', copyRoutes)
  .route('/', sectionRoutes)
  .route('/', importRoutes)
  .route('/', noteRoutes)
  .route('/', notificationRoutes)
  .route('/', realtimeRoutes)
  .route('/', badgeRoutes)
  .route('/', timerRoutes)
  .route('/', starRoutes)
  .route('/', postRoutes)
  .route('/', socialRoutes)
  .route('/', moderationRoutes)
  .route('/', appealRoutes)
  .route('/', searchRoutes)
  .route('/', studyRoutes)

export type AppType = typeof apiRoutes
