import { createHash } from 'node:crypto'
import { Events, OAuth2Server } from 'oauth2-mock-server'

interface GoogleUser {
  email: string
  name: string
}

export interface MockGoogle {
  issuer: string
  discoveryUrl: string
  clientId: string
  clientSecret: string
  /** Who "signs in at Google" next. */
  signInAs(user: GoogleUser): void
  stop(): Promise<void>
}

/**
 * A real OpenID Connect provider on loopback (oauth2-mock-server: discovery, PKCE, RS256 id tokens
 * on a JWKS), standing in for accounts.google.com. Its authorize endpoint approves at once.
 */
export async function startMockGoogle(clientId = 'pointbook-test-client'): Promise<MockGoogle> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  let current: GoogleUser = { email: 'student@gmail.test', name: 'Google Student' }
  server.service.on(Events.BeforeTokenSigning, (token) => {
    token.payload.sub = createHash('sha256').update(current.email).digest('hex').slice(0, 21)
    token.payload.aud = clientId
    token.payload.email = current.email
    token.payload.email_verified = true
    token.payload.name = current.name
  })
  const issuer = server.issuer.url ?? ''
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret: 'pointbook-test-secret',
    signInAs(user) {
      current = user
    },
    stop: () => server.stop(),
  }
}
