import { ApiError, http, toApiError } from './api'

/**
 * Saves what an API address answers as a file, with the session's credentials (a plain link
 * would carry no bearer token in the native shell). The server names the file. Loaded on use,
 * by a book's export and by the export of my data.
 */
export async function download(url: string, fallbackName: string): Promise<void> {
  let response: Response
  try {
    response = await http.fetch(url)
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error')
  }
  if (!response.ok) throw await toApiError(response)
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName
  const blobUrl = URL.createObjectURL(await response.blob())
  const anchor = document.createElement('a')
  anchor.href = blobUrl
  anchor.download = name
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000)
}
