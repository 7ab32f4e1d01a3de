import type { Db } from '../db/client'
import type { AppEvent, AppEventType, EventOf } from './events'

/**
 * One effect of events (Outline's processors): the events it applies to and what it does, in the
 * transaction of the cause. `name` identifies it, so registering it again replaces it.
 */
export interface EventSubscriber<T extends AppEventType = AppEventType> {
  name: string
  applicableEvents: readonly T[]
  handle(tx: Db, event: EventOf<T>): Promise<void>
}

/** Typed at the definition: `handle` sees only the events listed. */
export function defineSubscriber<T extends AppEventType>(subscriber: EventSubscriber<T>): EventSubscriber {
  return subscriber as unknown as EventSubscriber
}

export interface EventBus {
  /** Adds subscribers, or replaces those of the same name where they were (their order kept). */
  register(subscribers: readonly EventSubscriber[]): void
  /**
   * Records that `event` happened: every subscriber it applies to runs now, in order, inside
   * `tx`, so each effect commits with its cause, and a failing effect fails (and rolls back) the
   * cause.
   */
  emit(tx: Db, event: AppEvent): Promise<void>
}

export function createEventBus(): EventBus {
  const registry = new Map<string, EventSubscriber>()
  return {
    register(subscribers) {
      for (const subscriber of subscribers) registry.set(subscriber.name, subscriber)
    },
    async emit(tx, event) {
      for (const subscriber of registry.values())
        if ((subscriber.applicableEvents as readonly string[]).includes(event.type))
          await subscriber.handle(tx, event)
    },
  }
}

/**
 * The process's bus. Its subscribers are registered once at start-up (`src/server/subscribers.ts`);
 * every registration is the same list of the same modules, so the many apps a test run builds on
 * one module graph share it, and registering again changes nothing.
 */
const bus = createEventBus()

export const registerSubscribers = bus.register
export const emit = bus.emit
