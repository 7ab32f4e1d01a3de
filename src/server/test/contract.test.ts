import { describe, expect, it } from 'vitest'
import { ContractError, checkedRequest, type RequestFn } from './contract'

// The contract check itself must be able to fail: each case answers as a server that disagrees
// with the document would, and the check must say so.

const BOOK = '/api/books/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'

/** A server that answers every request the same way. */
function always(answer: () => Response) {
  const request: RequestFn = async () => answer()
  return checkedRequest(request)
}

function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  return always(
    () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      }),
  )
}

const notFound = { error: { code: 'NOT_FOUND', message: 'Not found' } }

describe('the contract check', () => {
  it('passes an answer the document describes', async () => {
    const response = await answering(404, notFound)(BOOK)
    expect(response.status).toBe(404)
  })

  it('fails a status the operation does not document', async () => {
    await expect(answering(418, notFound)(BOOK)).rejects.toThrow(/status 418 is not documented for getBook/)
  })

  it('fails a body that does not match the status’s schema', async () => {
    await expect(answering(200, { title: 'no id' })(BOOK)).rejects.toThrow(
      /does not match the documented schema/,
    )
    await expect(answering(404, { message: 'not the error shape' })(BOOK)).rejects.toThrow(ContractError)
  })

  it('fails a content type the status does not document', async () => {
    const html = always(
      () => new Response('<p>Not found</p>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    )
    await expect(html(BOOK)).rejects.toThrow(/content type "text\/html"/)
  })

  it('fails a success for a request the document refuses', async () => {
    const created = answering(201, { id: 'x' })
    const request = {
      method: 'POST',
      body: JSON.stringify({ title: 42 }),
      headers: { 'Content-Type': 'application/json' },
    }
    await expect(created('/api/books', request)).rejects.toThrow(/accepted a request the document refuses/)
  })

  it('takes an empty JSON body for no body, as the server does', async () => {
    const request = { method: 'POST', body: '', headers: { 'Content-Type': 'application/json' } }
    await expect(answering(200, { success: true })('/api/auth/sign-out', request)).resolves.toBeDefined()
  })

  it('fails a 429 without Retry-After', async () => {
    const limited = { error: { code: 'RATE_LIMITED', message: 'Too many requests' } }
    const request = { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }
    await expect(answering(429, limited)('/api/books', request)).rejects.toThrow(/429 without Retry-After/)
    await expect(
      answering(429, limited, { 'Retry-After': '60' })('/api/books', request),
    ).resolves.toBeDefined()
  })

  it('fails a route that answers but is not in the document, and lets an unknown path 404', async () => {
    await expect(answering(200, {})('/api/not-a-route')).rejects.toThrow(/not in the document/)
    await expect(answering(404, notFound)('/api/not-a-route')).resolves.toBeDefined()
    // The middleware in front of every route answers before any route is matched.
    const crossSite = { error: { code: 'CROSS_SITE_REQUEST', message: 'Cross-site request refused' } }
    await expect(answering(403, crossSite)('/api/not-a-route', { method: 'DELETE' })).resolves.toBeDefined()
    await expect(answering(403, notFound)('/api/not-a-route')).rejects.toThrow(/not in the document/)
  })
})
