import { openApiDocument } from '../app'

/** Every operation of the published document, by operationId. */
export function operationIds(): string[] {
  const ids: string[] = []
  for (const operations of Object.values(openApiDocument().paths ?? {}))
    for (const operation of Object.values(operations ?? {}))
      if (operation && typeof operation === 'object' && 'operationId' in operation)
        ids.push(String(operation.operationId))
  return ids
}
