import { notFound } from '@tanstack/react-router'
import { isNotFound } from './api'

/**
 * Loaders throw `notFound({ data: CONTENT })` for content, `notFound({ data: NO_ACCESS })` for
 * a page of content the reader may not change; unmatched paths carry no data (ui/NotFound.tsx
 * shows each).
 */
export const CONTENT = { kind: 'content' } as const
export const NO_ACCESS = { kind: 'no-access' } as const

/** For loaders: a 404 (deleted, private or banned) shows the content not-found page. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (isNotFound(error)) throw notFound({ data: CONTENT })
    throw error
  }
}
