import { notFound } from '@tanstack/react-router'
import { isId, isIdOrSlug } from '../../shared/params'
import { CONTENT } from './not-found'

/**
 * `params` of a route whose `$id` names content: an address that cannot be one shows the
 * content not-found page through `notFound()`, which the router handles quietly (an error
 * thrown here would be logged with its stack, like a crash).
 */
function contentParams(isValid: (value: string) => boolean) {
  return {
    parse: ({ id }: { id: string }) => {
      if (!isValid(id)) throw notFound({ data: CONTENT })
      return { id }
    },
    stringify: ({ id }: { id: string }) => ({ id }),
  }
}

export const idParams = contentParams(isId)
export const idOrSlugParams = contentParams(isIdOrSlug)
