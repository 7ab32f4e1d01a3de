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

/**
 * The process's subscribers, by name, in registration order. Registered once at start-up
 * (`src/server/subscribers.ts`); every registration is the same list of the same modules, so the
 * many apps a test run builds on one module graph share it, and registering again changes nothing.
 */
const registry = new Map<string, EventSubscriber>()

export function registerSubscribers(subscribers: readonly EventSubscriber[]): void {
  for (const subscriber of subscribers) registry.set(subscriber.name, subscriber)
}

/**
 * Records that `event` happened: every subscriber it applies to runs now, in order, inside `tx`,
 * so each effect commits with its cause, and a failing effect fails (and rolls back) the cause.
 */
export async function emit(tx: Db, event: AppEvent): Promise<void> {
  for (const subscriber of registry.values())
    if ((subscriber.applicableEvents as readonly string[]).includes(event.type))
      await subscriber.handle(tx, event)
}
