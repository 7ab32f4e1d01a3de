import { notFound } from '@tanstack/react-router'
import { CONTENT } from '../ui/NotFound'
import { isNotFound } from './api'

/** For loaders: a 404 (deleted, private or banned) shows the content not-found page. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (isNotFound(error)) throw notFound({ data: CONTENT })
    throw error
  }
}
