import { and, eq } from 'drizzle-orm'
import type { Book } from '../../../shared/books'
import { grouped, sectionMoved, sectionTitleIn } from '../../../shared/section-order'
import type { SectionUpdateInput } from '../../../shared/sections'
import type { Db } from '../../db/client'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { points } from '../../records/point.table'
import { bookFactsFor } from '../books/book.lookup'
import { getBook } from '../books/book.service'
import { canEditPoint } from './point.policy'
import { describeSection, lockBook, readSlots, type Slot, writeOrder } from './point-order'

/**
 * Renames a section on all its points (into another section's title: the two merge where the
 * first of them stood) and moves it after another section, in one transaction under the lock.
 */
export async function updateSection(
  db: Db,
  actor: Actor,
  bookId: string,
  input: SectionUpdateInput,
): Promise<Book> {
  const { facts } = await bookFactsFor(db, actor, bookId, canEditPoint)
  await db.transaction(async (tx) => {
    await lockBook(tx, facts.id)
    let slots = await readSlots(tx, facts.id)
    if (!slots.some((slot) => slot.sectionTitle === input.section)) throw notFound()
    // Retitled as another section in another case ("b" beside "B"): merged into that one.
    const others = slots.map((slot) => slot.sectionTitle).filter((title) => title !== input.section)
    const title = input.title === undefined ? input.section : sectionTitleIn(others, input.title)
    const merges = title !== input.section && others.includes(title)
    const description = merges ? mergedDescription(slots, input, title) : input.description
    if (input.title !== undefined || input.description !== undefined) {
      await tx
        .update(points)
        .set({
          sectionTitle: title,
          ...(description === undefined ? {} : { sectionDescription: description }),
          updatedAt: clock.now(),
        })
        .where(and(eq(points.bookId, facts.id), eq(points.sectionTitle, input.section)))
      // The section it joined has one description too: the same one now (decision 010).
      if (merges && description !== undefined) await describeSection(tx, facts.id, title, description)
      await emit(tx, { type: 'section.written', bookId: facts.id, sectionTitle: title })
      slots = slots.map((slot) =>
        slot.sectionTitle === input.section ? { ...slot, sectionTitle: title } : slot,
      )
    }
    let order = grouped(slots)
    if (input.after !== undefined) {
      const moved = sectionMoved(order, title, input.after)
      if (!moved) throw new AppError('CONFLICT', 'The section to place it after has moved or gone')
      order = moved
    }
    await writeOrder(tx, order)
  })
  return getBook(db, actor, facts.id)
}

/**
 * The description of a section merged into section `into`: one the merge writes anew, else the
 * one `into` has, else the merged section's own. A description sent as it was (the section form
 * sends its field whether edited or not) is no new one, so `into` keeps its own.
 */
function mergedDescription(slots: readonly Slot[], input: SectionUpdateInput, into: string): string {
  const describedOf = (title: string) =>
    slots.find((slot) => slot.sectionTitle === title && slot.sectionDescription)?.sectionDescription ?? ''
  const own = describedOf(input.section)
  if (input.description !== undefined && input.description !== own) return input.description
  return describedOf(into) || own
}
