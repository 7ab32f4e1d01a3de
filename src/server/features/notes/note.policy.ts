import type { Actor } from '../../http/env'

/** A note is its author's alone: nobody else may read, change or even learn of it. */
export function isAuthor(actor: Actor, note: { authorId: string }): boolean {
  return note.authorId === actor.id
}
